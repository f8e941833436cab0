/** A person's details as the sign-up and Edit forms send them. */
export interface PersonalDetails {
  FirstName: string;
  LastName: string;
  MobileNo: string;
  Address: string;
  CityId: number;
  Pincode: string;
}

/** The users table's columns for those details (the e-mail is normalised by each caller). */
export const personalColumns = (input: PersonalDetails) => ({
  firstName: input.FirstName,
  lastName: input.LastName,
  mobileNo: input.MobileNo,
  address: input.Address,
  cityId: input.CityId,
  pincode: input.Pincode,
});

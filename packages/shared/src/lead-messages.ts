import { inputMessages } from './common';

/**
 * The lead lifecycle (spec 1 §2.6–2.12, §3, §5, §7): the one contract of the server's lead module
 * and the web's lead screens. Texts marked "spec" are exact; the others are ours.
 */
export const leadMessages = {
  // spec 1 §5, lead create and update
  companyRequired: 'Company name is required when Owner name is empty.',
  ownerRequired: 'Owner name is required when Company name is empty.',
  businessTypeRequired: 'Business Type selection is required.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  cityRequired: 'City is required.',
  pincodeInvalid: 'Please enter a valid 6-digit pincode.',
  remarksRequired: 'Remarks are required.',
  hoardingRequired: 'Hoarding is required.',
  productRequired: 'Product is required.',
  mainStatusRequired: 'Main Status is required.',
  subStatusRequired: 'Sub Status is required.',
  nextDateRequired: 'Next Date is required.',
  fileType: 'Only JPG, PNG, and PDF files are allowed.',
  fileSize: 'File size should not exceed 8MB.',
  // spec 1 §8
  created: 'Lead Created successfully',
  updated: 'Lead Updated successfully',
  saveFailed: 'Something went wrong',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'Do you really want to delete this lead?',
  deleteConfirmButton: 'Yes, Delete',
  deleteCancelButton: 'Cancel',
  deletingTitle: 'Deleting...',
  deletingText: 'Please wait while the lead is being deleted.',
  deletedTitle: 'Success!',
  deletedText: 'Lead deleted successfully.',
  deleteFailedTitle: 'Error!',
  deleteFailedText: 'Failed to delete lead.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  noLeads: 'No leads available.',
  noFollowUps: 'No follow-up data available.',
  // ours
  mobileDuplicate: 'A lead with this mobile number already exists.',
  cityUnknown: 'Please select a city from the list.',
  statusUnknown: 'Please select a sub status from the list.',
  locationInvalid: 'Location must be "latitude,longitude".',
  dateInvalid: inputMessages.dateInvalid,
  tooLong: 'This text is too long.',
  deleted: 'Lead deleted successfully.',
  transferred: 'Lead transferred successfully.',
  followUpCreated: 'Follow up added successfully.',
  leadNotFound: 'Lead not found.',
  restrictedAccount: 'This account may change only its own leads.',
} as const;

/** spec 1 §5, transfer and follow-up (exact), plus our date-order message. */
export const transferMessages = {
  employeeRequired: 'Please select an employee',
  employeeUnknown: 'Please select an active employee.',
} as const;

export const followUpMessages = {
  followUpDateRequired: 'FollowUp Date is required.',
  remarksRequired: 'Remarks is required.',
  employeeRequired: 'Employee is required.',
  mainStatusRequired: 'Main Status is required.',
  subStatusRequired: 'Sub Status is required.',
  nextDateRequired: 'Next FollowUp Date is required.',
  nextDateBeforeFollowUp: 'Next FollowUp Date cannot be earlier than the FollowUp Date.',
  employeeNotSelf: 'You may record follow-ups only as yourself.',
  /** 409: the lead's status was changed by someone else after this follow-up was started. */
  statusChangedMeanwhile: "The lead's status was changed meanwhile; check it and save again.",
  nextDateChangedMeanwhile: "The lead's next date was changed meanwhile; check it and save again.",
} as const;

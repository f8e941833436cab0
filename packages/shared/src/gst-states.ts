/**
 * GST state codes (the first two digits of a GSTIN), by the state's name as the reference data
 * spells it. Dadra and Nagar Haveli and Daman and Diu use 26 since their merger; Andhra Pradesh 37.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const byLowerName = new Map(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [name.toLowerCase(), code]),
);

/** 'Gujarat' → 'Gujarat (24)', as a tax document names a state; a name it does not know as it is. */
export function stateWithCode(state: string): string {
  const code = byLowerName.get(state.trim().toLowerCase());
  return code ? `${state} (${code})` : state;
}

/** A state's GST code ('Gujarat' → '24'), as a return writes a place of supply; undefined when unknown. */
export const gstStateCode = (state: string) => byLowerName.get(state.trim().toLowerCase());

/** What each SAC a licence invoice prints means (the invoice's note under the lines). */
export const SAC_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '997331': 'Licensing services for the right to use computer software',
  '998315': 'Hosting and information technology infrastructure provisioning services',
  '998599': 'Other support services',
};

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

/** Other names an address may give a state by (older names, usual shortenings). */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  Orissa: 'Odisha',
  Pondicherry: 'Puducherry',
  Uttaranchal: 'Uttarakhand',
  'New Delhi': 'Delhi',
  Tamilnadu: 'Tamil Nadu',
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
};

/** Lower-case words only ('&' read as 'and'), space-delimited at both ends, for whole-word matches. */
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;

const STATE_NAMES = [
  ...Object.keys(GST_STATE_CODES).map((state) => [wordsOf(state), state] as const),
  ...Object.entries(STATE_ALIASES).map(([alias, state]) => [wordsOf(alias), state] as const),
];

/**
 * The state an address names, when it names exactly one ('4 FC Road, Pune, Maharashtra 411004' →
 * 'Maharashtra'); undefined when it names none or several. The License form shows it for
 * confirmation as the place of supply of a buyer without a GSTIN (issue 42).
 */
export function stateNamedIn(address: string): string | undefined {
  const text = wordsOf(address);
  const named = new Set(STATE_NAMES.filter(([words]) => text.includes(words)).map(([, s]) => s));
  return named.size === 1 ? [...named][0] : undefined;
}

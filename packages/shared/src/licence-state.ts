// No zod here: the dashboard's company cards colour a licence by it without building schemas.

/** Whether a licence expiry (`YYYY-MM-DD`) has passed on `today`: the card's red date. */
export const licenceExpired = (licenseKey: string | null, today: string) =>
  licenseKey === null || licenseKey < today;

/** What a company's licence is on `today`, in words: a card, the company_licenses.xlsx column. */
export const licenceStateOf = (licenseKey: string | null, today: string) =>
  licenseKey === null ? 'No licence' : licenseKey < today ? 'Expired' : 'Active';

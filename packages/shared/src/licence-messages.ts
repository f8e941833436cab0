import { stateWithCode } from './gst-states';
import { MAX_MONEY_PAISE, formatRupees } from './licence-money';

/**
 * What the licence screens, calls and documents say (spec 2 §5, §8; DESIGN §7). Texts marked
 * "spec" are exact; the others are ours.
 */
export const licenceMessages = {
  // spec 2 §5
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  productRequired: 'Product is required.',
  tranTypeRequired: 'Transaction type selection is required.',
  // spec 2 §8
  reportNotGenerated: 'Report Not Generated!',
  transactionDeleted: 'Transaction deleted successfully.',
  /** The delete confirmation's second sentence: a deleted sale's invoice stays, cancelled. */
  deleteCancelsInvoice:
    'Its invoice will be cancelled: it stays on record, stamped CANCELLED. Once its GST return is filed, a credit note is issued against it instead.',
  cancelled: 'Cancelled',
  deleteFailed: 'Failed to delete transaction.',
  // ours
  employeeRequired: 'Employee selection is required.',
  employeeUnknown: 'Please select an active employee.',
  paymentMethodRequired: 'Payment Method selection is required',
  amountInvalid: 'Enter a valid amount',
  amountTooLarge: `The WhatsApp balance would be too large: at most ${formatRupees(MAX_MONEY_PAISE)}.`,
  daysInvalid: 'Enter the license days as a whole number from 0 to 3650.',
  companiesInvalid: 'Enter the number of companies as a whole number.',
  dateInvalid: 'Please enter a valid date.',
  entryDateRequired: 'Entry Date is required.',
  entryDateFuture: 'Entry Date cannot be after today: it is the date of the invoice.',
  entryDateTooOld: (earliest: string) =>
    `Entry Date cannot be before ${earliest.split('-').reverse().join('-')}, the start of the previous financial year.`,
  entryDateBeforeSeries: (earliest: string, invoiceNo: string) =>
    `Entry Date cannot be before ${earliest.split('-').reverse().join('-')}: invoice ${invoiceNo} is dated then, and invoice numbers follow their dates.`,
  supplierUnregistered:
    'We are not registered for GST: no GST can be charged, every document is a Bill of Supply.',
  creditNoteIssued: (creditNoteNo: string, invoiceNo: string) =>
    `Invoice ${invoiceNo} is in a GST return already filed: credit note ${creditNoteNo} was issued against it.`,
  creditNoteKept: 'A credit note cannot be deleted: it is in the GST return of its month.',
  creditedBy: (creditNoteNo: string) => `Credited by ${creditNoteNo}`,
  credits: (invoiceNo: string) => `Credits ${invoiceNo}`,
  gstinInvalid: 'Enter a valid 15-character GSTIN.',
  gstinState: 'A GSTIN starts with the two digits of a GST state code (01–38 or 97).',
  gstinCheck: (expected: string) =>
    `This GSTIN fails its check: a character is mistyped (with these first 14 characters the last would be ${expected}).`,
  placeOfSupplyOfGstin: (state: string) =>
    `A registered buyer's place of supply is the state of their GSTIN: ${stateWithCode(state)}.`,
  tooLong: 'This text is too long.',
  nameRequired: 'Name is required for a new license.',
  stateUnknown: 'Please select a state of India as the place of supply.',
  totalsDisagree: (field: string, expected: number) =>
    `${field} does not match the charges: it should be ${formatRupees(expected)}.`,
  found: 'License found.',
  notFound: 'No license found for this product and mobile number.',
  updated: 'License updated successfully.',
  detailsSaved: 'License details saved.',
  transactions: 'License transactions',
  transactionNotFound: 'Transaction not found.',
  notLatest:
    'Only the latest transaction of a license can be deleted: newer transactions were recorded on top of this one. Delete those first.',
  reportReady: 'Report generated.',
  reportEmpty: 'No transactions match these filters: no report generated.',
  reportLinkInvalid: 'This report link is invalid or has expired. Generate the report again.',
  dateOrder: 'From Date must not be after To Date.',
  // issue 42: the rules that make a GST return wrong, each in plain words with the law it follows
  billOfSupplyRefused:
    'A software licence is taxed at 18%: a registered supplier issues a Tax Invoice with GST, not a Bill of Supply (CGST Rule 49 is for exempt supplies only).',
  taxInvoiceNote:
    'Software licences are taxed at 18%: every sale gets a Tax Invoice (a Bill of Supply is only for exempt supplies).',
  entryDateFiled: (filedThrough: string) =>
    `Entry Date must be after ${filedThrough.split('-').reverse().join('-')}: the GST return for that period is filed or due, so no sale can be dated in it.`,
  creditNoteTooLate: (invoiceNo: string, deadline: string) =>
    `Invoice ${invoiceNo} can no longer be credited: a credit note for it had to be issued by ${deadline.split('-').reverse().join('-')} (CGST Act s. 34(2): 30 November after its financial year, or the annual return if filed earlier). Nothing was changed.`,
  stateRequired:
    "Choose the buyer's state: without a GSTIN, the place of supply is the state of the buyer's address (IGST Act s. 12(2)(b)).",
  addressOfRegistered:
    "A registered buyer's address is required on the invoice, with their GSTIN (CGST Rule 46).",
  nameForLargeSale:
    'An invoice of ₹50,000 or more to a buyer without a GSTIN must name the buyer (CGST Rule 46).',
  addressForLargeSale:
    "An invoice of ₹50,000 or more to a buyer without a GSTIN must give the buyer's address (CGST Rule 46).",
  /** Under Place of Supply when the address names a state: shown for confirmation. */
  addressNamesState: (state: string) => `The address names ${stateWithCode(state)}.`,
  useState: (state: string) => `Use ${state}`,
  placeOfSupplyNote: "Without a GSTIN, the place of supply is the state of the buyer's address.",
  noDocument:
    'This transaction charged nothing: no invoice was issued (a free supply is not taxed), so there is nothing to print.',
  /** The saved sale and the list, for a transaction that issued no document. */
  freeNoInvoice: 'Free: no invoice',
} as const;

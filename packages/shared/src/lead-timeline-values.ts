/**
 * A lead's timeline (issue 43), without zod: its kinds of event, the words of a lead's fields as the
 * form labels them, and its messages. The server writes summaries with them, the screen its chips
 * and its "Company Name: A → B" lines.
 */

/** The kinds of event, in the order the screen's filter chips show them. */
export const LEAD_EVENT_TYPES = [
  'created',
  'updated',
  'follow-up',
  'visit',
  'transferred',
  'assigned',
  'imported',
  'photo',
  'whatsapp',
  'sms',
  'deleted',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** Each kind in words (a filter chip, a screen reader's name of its icon). */
export const LEAD_EVENT_LABELS: Record<LeadEventType, string> = {
  created: 'Created',
  updated: 'Updated',
  'follow-up': 'Follow-ups',
  visit: 'Visits',
  transferred: 'Transfers',
  assigned: 'Assigned',
  imported: 'Imported',
  photo: 'Photos',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  deleted: 'Deleted',
};

/**
 * A lead's fields under their API names, in the words of the Lead form's labels: an update's
 * `Changes` name the field as the API spells it, the screen shows it as the form does.
 */
export const LEAD_FIELD_LABELS = {
  MobileNo: 'Mobile Number',
  CompanyName: 'Company Name',
  BusinessType: 'Business Type',
  OwnerName: 'Owner Name',
  GSTNo: 'GST No',
  Address: 'Address',
  CityId: 'City',
  Pincode: 'Pincode',
  Product: 'Product',
  StatusId: 'Status',
  RefMobileNo: 'Ref From',
  NextDate: 'Next Date',
  Requirements: 'Remarks',
  Location: 'Location',
  Hoarding: 'Hoarding',
  VFront: 'Visiting Card Front',
  VBack: 'Visiting Card Back',
} as const;
export type LeadChangeField = keyof typeof LEAD_FIELD_LABELS;

/** A photo's change as the timeline tells it: never its bytes. */
export const PHOTO_CHANGE = { added: 'added', replaced: 'replaced' } as const;

/** A status as the lead screens show it: main status, then sub status. */
export const statusWords = (main: string, sub: string) => `${main} / ${sub}`;

export const leadTimelineMessages = {
  list: 'Lead timeline',
  leadIdInvalid: 'Please give the id of a lead.',
  typeInvalid: `Please choose one of: ${LEAD_EVENT_TYPES.join(', ')}.`,
} as const;

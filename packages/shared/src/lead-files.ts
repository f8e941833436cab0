/** spec 1 §9: lead files. */
export const LEAD_FILE_KINDS = ['Hoarding', 'VFront', 'VBack'] as const;
export type LeadFileKind = (typeof LEAD_FILE_KINDS)[number];
export const LEAD_FILE_LABELS: Record<LeadFileKind, string> = {
  Hoarding: 'Hoarding',
  VFront: 'Visiting Card Front',
  VBack: 'Visiting Card Back',
};
export const MAX_LEAD_FILE_BYTES = 8 * 1024 * 1024;
export const LEAD_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const LEAD_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const IMAGE_PREVIEW_PX = 150;

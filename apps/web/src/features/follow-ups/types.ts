/** What a follow-up sends (`/create-followup`), and the version of the lead it started from. */
export interface NewFollowUp {
  LeadId: number;
  FollowUpDate: string;
  Remarks: string;
  UserId: number;
  StatusId: number;
  NextDate: string;
}

/** The lead as the follow-up started from it: the server refuses (409) a field changed meanwhile. */
export interface StartedFrom {
  StatusId: number | null | undefined;
  NextDate: string | null | undefined;
}

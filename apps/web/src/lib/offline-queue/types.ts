import type { FieldErrors } from '@yaar/shared';

/**
 * What an item sends: `/lead-create` (multipart), `/create-followup` (JSON), `/lead-visit`
 * (multipart with a photo, else JSON).
 */
export type QueueItemKind = 'lead-create' | 'follow-up' | 'lead-visit';

/** A photo or document of an item, kept as bytes with its type (Safari cannot store Blobs reliably). */
export interface QueuedFile {
  /** The form field it is sent under (Hoarding, VFront, VBack; a visit's Photo). */
  field: string;
  name: string;
  type: string;
  data: ArrayBuffer;
}

/** Why the last send did not land: the server's own words, or no answer at all (status 0). */
export interface QueueError {
  status: number;
  message: string;
  errors?: FieldErrors;
  /**
   * A 409's `data`: what the record holds now (a follow-up's lead: StatusId, NextDate), shown beside
   * what was entered so that the user chooses; never overwritten in silence.
   */
  current?: Record<string, string | number | null>;
}

/**
 * One write made on the phone and not yet answered by the server. `fields` is the payload exactly
 * as the spec call takes it (multipart text fields for a lead, the JSON body for a follow-up).
 */
export interface QueueItem {
  id: string;
  kind: QueueItemKind;
  /** The spec call it makes, under the API's address (`/lead-create`, `/create-followup`). */
  path: string;
  /** The signed-in user who made it: only that user's session sends it. */
  userId: number;
  /** The lead it belongs to: `lead:<id>`, or `new:<item id>` for a lead made on the phone. */
  leadRef: string;
  fields: Record<string, string | number>;
  files: QueuedFile[];
  /** Made when saved and kept for every send: a lost answer's repeat makes nothing twice. */
  idempotencyKey: string;
  /** Milliseconds since 1970; with `seq`, the order items were made in. */
  createdAt: number;
  seq: number;
  attempts: number;
  /** Not sent by the retry timer before this time (back-off). */
  nextAttemptAt: number;
  /** 'refused': the server said no (4xx): it waits for the user to fix and resend, or discard. */
  state: 'waiting' | 'refused';
  lastError?: QueueError;
  /** What the waiting list shows: a title and a line under it. */
  summary: { title: string; detail: string };
}

/** The session a send uses, stored beside the queue so the service worker can send too. */
export interface QueueSession {
  userId: number;
  token: string;
  /** The API's absolute base, e.g. https://host/api. */
  apiUrl: string;
}

/** How one send ended. */
export type SendOutcome =
  | { kind: 'sent'; message: string; leadId?: number; data?: unknown }
  | { kind: 'refused'; error: QueueError }
  | { kind: 'retry'; error: QueueError; network: boolean };

import { describe, expect, it } from 'vitest';
import type { QueueError, QueueItem } from '@/lib/offline-queue/types';
import { catalogue } from '@/testing/lead-fixtures';
import { changedMeanwhile, keptFollowUp } from '@/testing/queue-fixtures';
import {
  fixedStartedFrom,
  followUpConflict,
  followUpFields,
  waitingFollowUpValues,
} from './waiting-follow-up';

/** A follow-up kept on the phone: Interested, next 20 Jan, started from Interested / 15 Jan. */
const kept = (lastError?: QueueError): QueueItem => ({ ...keptFollowUp(7, lastError), seq: 4 });

const conflict409 = changedMeanwhile;

describe('a refused follow-up in its form again', () => {
  it('fills the form with what was entered, the main status found from the sub status', () => {
    expect(waitingFollowUpValues(kept(), catalogue)).toEqual({
      LeadId: 101,
      FollowUpDate: '2030-01-16',
      Remarks: 'Second visit',
      UserId: 7,
      MainStatus: 'Pending',
      StatusId: 13,
      NextDate: '2030-01-20',
    });
  });

  it('sets what the lead holds now against what was entered, for each field changed meanwhile', () => {
    expect(followUpConflict(kept(conflict409), catalogue)).toEqual({
      current: { StatusId: 22, NextDate: '2030-02-01' },
      rows: [
        {
          field: 'StatusId',
          label: 'Status',
          now: 'Completed · Not Interested',
          yours: 'Pending · Interested',
        },
        { field: 'NextDate', label: 'Next Date', now: '01-02-2030', yours: '20-01-2030' },
      ],
    });
    const dateOnly = { ...conflict409, errors: { NextDate: 'changed' } };
    expect(followUpConflict(kept(dateOnly), catalogue)?.rows.map((row) => row.field)).toEqual([
      'NextDate',
    ]);
  });

  it('has no conflict for other refusals (a 422, a lead gone)', () => {
    const invalid = { status: 422, message: 'No', errors: { StatusId: 'Unknown status.' } };
    expect(followUpConflict(kept(invalid), catalogue)).toBeNull();
    expect(
      followUpConflict(kept({ status: 404, message: 'Lead not found.' }), catalogue),
    ).toBeNull();
  });

  it('after a conflict starts from the lead as it is now (either choice); otherwise as first read', () => {
    const refused = kept(conflict409);
    expect(fixedStartedFrom(refused, followUpConflict(refused, catalogue))).toEqual({
      StatusId: 22,
      NextDate: '2030-02-01',
    });
    const invalid = kept({ status: 422, message: 'No', errors: { Remarks: 'Too long.' } });
    expect(fixedStartedFrom(invalid, null)).toEqual({ StatusId: 13, NextDate: '2030-01-15' });
  });

  it('sends the spec call’s fields with the version it started from (none: no check)', () => {
    const input = {
      LeadId: 101,
      FollowUpDate: '2030-01-16',
      Remarks: 'x',
      UserId: 7,
      StatusId: 13,
      NextDate: '2030-01-20',
    };
    expect(followUpFields(input, { StatusId: null, NextDate: '2030-02-01T00:00:00.000Z' })).toEqual(
      { ...input, StartedFromStatusId: 0, StartedFromNextDate: '2030-02-01' },
    );
    expect(followUpFields(input, undefined)).toEqual(input);
  });
});

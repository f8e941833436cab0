import {
  displayDay,
  formatRupees,
  paise,
  RENEWAL_NOTICE_DAYS,
  renewalAmountOf,
  type RenewalNoticesRun,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { intraState } from '../../gst';
import type { DailyJob } from '../../lib/scheduler';
import { businessToday } from '../../lib/clock';
import { smsOf, type SmsContent } from '../../lib/sms-templates';
import { channelsFor, queueMessages, wakeMessageQueue, type NewMessage } from '../whatsapp';
import {
  claimNotice,
  claimNotices,
  noticeCandidates,
  type NoticeCandidate,
} from './renewals.repository';

/** Rupees for an SMS: '1,770.00' (GSM-7 has no ₹, the template says Rs). */
const smsRupees = (paiseAmount: number) => formatRupees(paiseAmount).replace('₹', '');

/** The renewal SMS of a licence: product, expiry DD-MM-YYYY, amount with GST, the UPI id if set. */
export function renewalNotice(ctx: AppContext, licence: NoticeCandidate): SmsContent {
  const amount = renewalAmountOf(
    paise(licence.productCharges),
    paise(licence.serverCharges),
    intraState(licence.customerState, ctx.config.SUPPLIER_STATE),
  );
  const values = {
    product: licence.product,
    expiry: displayDay(licence.expiresOn),
    amount: smsRupees(amount),
  };
  const upi = ctx.config.PAYMENT_UPI_ID;
  return upi ? smsOf('renewalUpi', { ...values, upi }) : smsOf('renewal', values);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Notices claimed and queued in one transaction (a thousand rows a statement). */
const QUEUE_BATCH = 1000;

/**
 * With WhatsApp on (issue 44), notices are queued, set-based, a batch per transaction: the batch's
 * claims (licence_notices) and its messages commit together. Each is the renewal template
 * (product, expiry, amount) on WhatsApp, or its SMS when the customer opted out; a WhatsApp
 * failure turns it into the SMS (`smsOnFailure`), never both; one per notice (`dedupeKey`),
 * however often the day is run. The paced queue sends them (lib/send-queue).
 */
async function queueRenewalNotices(
  ctx: AppContext,
  day: string,
  candidates: NoticeCandidate[],
  { signal, log }: { signal?: AbortSignal; log: (line: string) => void },
): Promise<RenewalNoticesRun> {
  let sent = 0;
  let failed = 0;
  for (let from = 0; from < candidates.length; from += QUEUE_BATCH) {
    if (signal?.aborted) break;
    const batch = candidates.slice(from, from + QUEUE_BATCH);
    try {
      sent += await ctx.db.transaction(async (tx) => {
        const notices = batch.map((licence) => ({
          licenceId: licence.id,
          expiresOn: licence.expiresOn,
          daysBefore: daysBetween(day, licence.expiresOn),
          runDay: day,
        }));
        const claimed = await claimNotices(tx, notices);
        const mine = batch.filter((licence) => claimed.has(licence.id));
        if (mine.length === 0) return 0;
        const channels = await channelsFor(
          ctx,
          tx,
          mine.map((licence) => licence.mobileNo),
        );
        const at = ctx.clock.now();
        const messages = mine.map((licence): NewMessage => {
          const daysBefore = daysBetween(day, licence.expiresOn);
          const sms = renewalNotice(ctx, licence);
          const [product = '', expiry = '', amount = ''] = sms.vars;
          return {
            channel: channels.get(licence.mobileNo) ?? 'sms',
            kind: 'renewal',
            mobileNo: licence.mobileNo,
            licenceId: licence.id,
            transactionId: null,
            subject: `Renewal: ${licence.product} expires ${expiry} (${daysBefore} days)`,
            content: {
              whatsapp: { template: 'renewal', body: [product, expiry, amount] },
              sms,
              smsOnFailure: true,
            },
            dedupeKey: `renewal:${licence.id}:${licence.expiresOn}:${daysBefore}`,
            at,
          };
        });
        await queueMessages(tx, messages);
        return mine.length;
      });
    } catch (error) {
      failed += batch.length;
      log(
        `Renewal notices of ${batch.length} licences not queued (tried again next run): ${String(error)}`,
      );
    }
  }
  if (sent > 0) wakeMessageQueue(ctx);
  return { Day: day, Sent: sent, Failed: failed };
}

/**
 * Sends `day`'s renewal notices: each licence expiring 30, 7 or 1 days later or that day gets one
 * SMS, unless marked "no reminders" or already sent for that expiry. Each notice is claimed
 * (licence_notices, unique on licence + expiry + notice) in the transaction that sends it: a
 * failed send rolls the claim back, so the next run tries again, and a second run of the same day
 * (or a second process) finds every notice claimed and sends nothing. A failure is logged and the
 * run goes on.
 */
export async function runRenewalNotices(
  ctx: AppContext,
  day: string,
  { signal, log }: { signal?: AbortSignal; log: (line: string) => void },
): Promise<RenewalNoticesRun> {
  const candidates = await noticeCandidates(ctx.db, day, RENEWAL_NOTICE_DAYS);
  if (ctx.whatsapp) return queueRenewalNotices(ctx, day, candidates, { signal, log });
  let sent = 0;
  let failed = 0;
  for (const licence of candidates) {
    if (signal?.aborted) break;
    const daysBefore = daysBetween(day, licence.expiresOn);
    try {
      const didSend = await ctx.db.transaction(async (tx) => {
        const claim = {
          licenceId: licence.id,
          expiresOn: licence.expiresOn,
          daysBefore,
          runDay: day,
        };
        if (!(await claimNotice(tx, claim))) return false;
        await ctx.sms.send({ to: licence.mobileNo, ...renewalNotice(ctx, licence) });
        return true;
      });
      if (didSend) sent += 1;
    } catch (error) {
      failed += 1;
      log(
        `Renewal notice for licence ${licence.id} not sent (tried again next run): ${String(error)}`,
      );
    }
  }
  return { Day: day, Sent: sent, Failed: failed };
}

/** The daily job (lib/scheduler): today's notices at RENEWAL_NOTICE_TIME in BUSINESS_TZ. */
export const renewalNoticesJob = (
  ctx: AppContext,
  log: { error(line: string): void },
): DailyJob => ({
  name: 'renewal-notices',
  at: ctx.config.RENEWAL_NOTICE_TIME === 'off' ? '10:00' : ctx.config.RENEWAL_NOTICE_TIME,
  timeZone: ctx.config.BUSINESS_TZ,
  async run(signal) {
    const run = await runRenewalNotices(ctx, businessToday(ctx), {
      signal,
      log: (line) => log.error(line),
    });
    if (run.Failed > 0) throw new Error(`${run.Failed} renewal notices failed (${run.Sent} sent)`);
    return `${run.Sent} renewal notices sent for ${run.Day}`;
  },
});

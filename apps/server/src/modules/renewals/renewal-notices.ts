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
import type { Executor } from '../../db/client';
import { channelFor, queueMessage, wakeMessageQueue } from '../whatsapp';
import { claimNotice, noticeCandidates, type NoticeCandidate } from './renewals.repository';

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

/**
 * With WhatsApp on (issue 44), a notice is queued in the claim's transaction: the renewal
 * template (product, expiry, amount) on WhatsApp, or its SMS when the customer opted out; a
 * WhatsApp failure turns it into the SMS (`smsOnFailure`), never both. One per notice
 * (`dedupeKey`), however often the day is run.
 */
async function queueRenewalNotice(
  ctx: AppContext,
  tx: Executor,
  licence: NoticeCandidate,
  daysBefore: number,
) {
  const sms = renewalNotice(ctx, licence);
  const [product = '', expiry = '', amount = ''] = sms.vars;
  await queueMessage(tx, {
    channel: await channelFor(ctx, tx, licence.mobileNo),
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
    at: ctx.clock.now(),
  });
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

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
        if (ctx.whatsapp) await queueRenewalNotice(ctx, tx, licence, daysBefore);
        else await ctx.sms.send({ to: licence.mobileNo, ...renewalNotice(ctx, licence) });
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
  if (ctx.whatsapp && sent > 0) wakeMessageQueue(ctx);
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

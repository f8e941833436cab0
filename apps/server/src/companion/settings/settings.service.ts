import { randomInt } from 'node:crypto';
import {
  settingsMessages,
  type AppUserMobile,
  type DefaultMessageInput,
  type ReceivePaymentsInput,
  type ReminderDaysInput,
  type TutorialLinkInput,
  type UpiIdInput,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import { notFound, found } from '../../lib/errors';
import { hashSecret } from '../../lib/secrets';
import { findAppUserByMobile } from '../app-users';
import type { CompanionCaller } from '../auth';
import * as repo from './settings.repository';

export const listCompanies = (ctx: AppContext) => repo.listCompanies(ctx.db);
export const listTutorials = (ctx: AppContext) => repo.listTutorials(ctx.db);
export const listDefaultMessages = (ctx: AppContext) => repo.listDefaultMessages(ctx.db);

async function updateCompany(
  ctx: AppContext,
  id: number,
  values: Parameters<typeof repo.updateCompany>[2],
): Promise<void> {
  if (!(await repo.updateCompany(ctx.db, id, values)))
    throw notFound(settingsMessages.companyNotFound);
}

export const setReminderDays = (ctx: AppContext, input: ReminderDaysInput) =>
  updateCompany(ctx, input.CompanyId, { reminderDays: input.ReminderDays });

export const setUpiId = (ctx: AppContext, input: UpiIdInput) =>
  updateCompany(ctx, input.CompanyId, { upiId: input.UPIId });

/** Turns receiving payments in the app on (ReceivePayments 1, the default) or off (0). */
export const setReceivePayments = (ctx: AppContext, input: ReceivePaymentsInput) =>
  updateCompany(ctx, input.CompanyId, { receivePayments: input.ReceivePayments === 1 });

export async function setTutorialLink(ctx: AppContext, input: TutorialLinkInput): Promise<void> {
  const values = { title: input.Title, screen: input.Screen, url: input.URL };
  if (!(await repo.updateTutorial(ctx.db, input.TutorialId, values)))
    throw notFound(settingsMessages.tutorialNotFound);
}

export async function updateDefaultMessage(
  ctx: AppContext,
  input: DefaultMessageInput,
): Promise<void> {
  if (!(await repo.updateDefaultMessage(ctx.db, input.key, input.message)))
    throw notFound(settingsMessages.messageNotFound);
}

const appUserOf = async (ctx: AppContext, mobileNo: string) =>
  found(await findAppUserByMobile(ctx.db, mobileNo), settingsMessages.appUserUnknown);

/** The name of the app user with this mobile (a referrer, say); 404 when there is none. */
export const referredUsername = async (ctx: AppContext, { MobileNo }: AppUserMobile) =>
  (await appUserOf(ctx, MobileNo)).name;

/**
 * A fresh one-time PIN for the app user with this mobile (DESIGN §3, §7): six random digits, only
 * their Argon2 hash kept, valid SECURITY_PIN_MINUTES; the row records who issued it, for whom and
 * when. The PIN is answered this once and can never be read again.
 */
export async function issueSecurityPin(
  ctx: AppContext,
  caller: CompanionCaller,
  { MobileNo }: AppUserMobile,
): Promise<{ pin: string; recordId: number; appUserId: number }> {
  const user = await appUserOf(ctx, MobileNo);
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const recordId = await repo.insertSecurityPin(ctx.db, {
    appUserId: user.id,
    pinHash: await hashSecret(pin),
    issuedBy: caller.backOfficeUser.id,
  });
  return { pin, recordId, appUserId: user.id };
}

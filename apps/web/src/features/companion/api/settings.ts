import type {
  CompanySettings,
  DefaultMessage,
  ReferredUser,
  SecurityPinAnswer,
  Tutorial,
} from '@yaar/shared';
import { settingsPaths } from '@yaar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { oyaarApi } from '@/lib/api';

export const settingsKeys = {
  companies: ['companion', 'settings', 'companies'] as const,
  tutorials: ['companion', 'settings', 'tutorials'] as const,
  messages: ['companion', 'settings', 'messages'] as const,
};

const listOf =
  <T>(path: string) =>
  async () =>
    (await oyaarApi.get<T[]>(path)).data ?? [];

/** Every company with its settings (GET /all-companies). */
export const useCompanies = () =>
  useQuery({
    queryKey: settingsKeys.companies,
    queryFn: listOf<CompanySettings>(settingsPaths.allCompanies),
  });

export const useTutorials = () =>
  useQuery({
    queryKey: settingsKeys.tutorials,
    queryFn: listOf<Tutorial>(settingsPaths.tutorialLinks),
  });

export const useDefaultMessages = () =>
  useQuery({
    queryKey: settingsKeys.messages,
    queryFn: listOf<DefaultMessage>(settingsPaths.defaultMessages),
  });

/** A card's save: the server's message, then the list it changed loads again. */
const useSettingSave = (key: readonly unknown[], path: string) =>
  useInvalidatingMutation(
    key,
    async (body: unknown) => (await oyaarApi.post<never>(path, body)).message,
  );

export const useSetReminderDays = () =>
  useSettingSave(settingsKeys.companies, settingsPaths.setReminderDays);
export const useSetUpiId = () => useSettingSave(settingsKeys.companies, settingsPaths.setUpiId);
export const useSetReceivePayments = () =>
  useSettingSave(settingsKeys.companies, settingsPaths.setReceivePayments);
export const useSetTutorialLink = () =>
  useSettingSave(settingsKeys.tutorials, settingsPaths.setTutorialLinks);
export const useUpdateDefaultMessage = () =>
  useSettingSave(settingsKeys.messages, settingsPaths.updateDefaultMessages);

/** The app user's name for a mobile (404 when no app user has it). */
export const fetchReferredUsername = async (body: unknown) =>
  (await oyaarApi.post<ReferredUser>(settingsPaths.referredUsername, body)).data?.UserName ?? '';

/** A fresh one-time PIN, answered once: never cached, never fetched again. */
export const useIssueSecurityPin = () =>
  useMutation({
    mutationFn: async (body: unknown) => {
      const answer = await oyaarApi.post<SecurityPinAnswer>(settingsPaths.securityPin, body);
      return { pin: answer.data?.[0]?.Pin ?? '', message: answer.message };
    },
  });

import type {
  LicenceRecord,
  LicenceSale,
  LicenceTransaction,
  MessageChannel,
  SendInvoiceAnswer,
} from '@yaar/shared';
import {
  invoiceFileName,
  licenceMessages,
  licencePaths,
  licenceReportSchema,
  whatsappPaths,
} from '@yaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSource } from '@/components/ui/report-form';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api';
import { sentOnce } from '@/lib/sent-once';
import { saveFile } from '@/lib/download';
import { t } from '@/lib/i18n/language';

export const transactionsSource = {
  path: licencePaths.licenseTransactions,
  key: ['licences', 'transactions'],
} as const;

export async function searchLicence(query: { Product: string; MobileNo: string }) {
  const answer = await api.post<LicenceRecord[]>(licencePaths.searchLicense, query);
  return { licence: answer.data?.[0] ?? null, message: answer.message };
}

/**
 * `POST /update-license`: records the transaction; answers the server's message, with Print Bill
 * for the sale's invoice. `key` is the submission's Idempotency-Key: the same key sent again
 * records nothing new.
 */
export async function updateLicence({ body, key }: { body: object; key: string }) {
  const answer = await api.post<LicenceSale>(licencePaths.updateLicense, body, sentOnce(key));
  const message = answer.data?.message ?? answer.message;
  const { transactionId: id, InvoiceNo } = answer.data ?? {};
  if (!id || !InvoiceNo) return message;
  // The invoice number ends the label in every language (SavedSale reads it from there).
  const print = { label: t('Print Bill {invoice}', { invoice: InvoiceNo }), icon: 'bi-printer' };
  return { message, action: { ...print, onClick: () => printBill({ id, InvoiceNo }) } };
}

export const useUpdateLicence = () =>
  useInvalidatingMutation(transactionsSource.key, updateLicence);

export const useDeleteTransaction = () =>
  useInvalidatingMutation(transactionsSource.key, (id: number) =>
    api.post<never>(licencePaths.deleteLicenseTransaction, { id }),
  );

/** Print Bill: the invoice PDF of one transaction, saved as a file; a failure is toasted. */
export const printBill = ({ id, InvoiceNo }: Pick<LicenceTransaction, 'id' | 'InvoiceNo'>) =>
  saveFile(invoiceFileName(InvoiceNo), licencePaths.licenseTransactions, { id });

/**
 * Send on WhatsApp / Send by SMS (issue 44): `POST /send-invoice` queues the invoice to the
 * customer; answers the server's message ('Invoice … is queued …'). A 409 (WhatsApp not set up,
 * the customer opted out) is thrown with its message. The customer messages' lists load again.
 */
export const useSendInvoice = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, Channel }: { id: number; Channel: MessageChannel }) =>
      (await api.post<SendInvoiceAnswer>(whatsappPaths.sendInvoice, { id, Channel })).message,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['whatsapp'] }),
  });
};

export const licenceReport: ReportSource = {
  path: licencePaths.reportLicense,
  schema: licenceReportSchema,
  notGenerated: licenceMessages.reportNotGenerated,
};

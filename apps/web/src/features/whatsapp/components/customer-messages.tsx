import { DataTable } from '@/components/ui/data-table';
import { loadFailure } from '@/components/ui/error-state';
import { useCustomerMessages } from '../api/whatsapp';
import { messageColumns } from './message-columns';
import { t } from '@/lib/i18n/language';
import { TitledSection } from '@/components/ui/titled-section';

const columns = messageColumns.filter((column) => column.id !== 'mobile');

/** The latest messages to a customer (a licence transaction's view): what was sent and how it fared. */
export function CustomerMessages({ MobileNo }: { MobileNo: string }) {
  const messages = useCustomerMessages(MobileNo);
  return (
    <TitledSection
      title={t('Messages to {mobile}', { mobile: MobileNo })}
      heading="h3"
      className="mt-3"
      titleClassName="h6"
    >
      <DataTable
        columns={columns}
        rows={messages.data}
        rowKey={(row) => row.id}
        loading={messages.isPending}
        emptyText="No messages sent to this customer yet."
        error={loadFailure('the messages', messages)}
        size="sm"
        cardsLabel={t('Messages to {mobile}', { mobile: MobileNo })}
      />
    </TitledSection>
  );
}

import { PageTitle } from '@/components/ui/page-title';
import { MessagesList } from '@/features/whatsapp/components/messages-list';

/** WhatsApp and SMS messages to customers with their status (issue 44), administrator. */
export function WhatsAppMessagesRoute() {
  return (
    <>
      <PageTitle title="Customer Messages" />
      <MessagesList />
    </>
  );
}

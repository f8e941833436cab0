import type { CustomerMessage } from '@yaar/shared';
import type { FilterSpec } from '@/lib/filter-specs';
import { ListView } from '@/components/ui/list-view';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { messagesSource } from '../api/whatsapp';
import { messageColumns } from './message-columns';

const filters: FilterSpec<'MobileNo'>[] = [{ key: 'MobileNo', label: 'Mobile No', type: 'mobile' }];

/** Messages to customers (issue 44): invoices and renewal notices, WhatsApp or SMS, with their status. */
export function MessagesList() {
  const { view } = useFilteredList<CustomerMessage, 'MobileNo'>(messagesSource, {
    idPrefix: 'messages',
    specs: filters,
    // The one filter takes a phone's whole width: its hint ("10 digits, or the first few") is
    // cut short in half of 360 px.
    column: 'col-12 col-sm-6 col-md-4 col-xl-3',
  });
  return (
    <ListView
      {...view}
      columns={messageColumns}
      emptyText="No messages sent yet."
      cardsLabel="Messages"
    />
  );
}

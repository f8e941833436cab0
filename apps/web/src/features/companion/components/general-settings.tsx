import { QueryError } from '@/components/ui/error-state';
import { useCompanies } from '../api/settings';
import { DefaultMessagesCard } from './default-messages-card';
import { ReceivePaymentsCard } from './receive-payments-card';
import { ReminderDaysCard } from './reminder-days-card';
import { SecurityPinCard } from './security-pin-card';
import { TutorialLinksCard } from './tutorial-links-card';
import { UpiIdCard } from './upi-id-card';

/** General Settings' six cards (spec 2 §2): two columns on a desktop, one on a phone. */
export function GeneralSettings() {
  const companies = useCompanies();
  const list = companies.data ?? [];
  const cards = [
    <SecurityPinCard key="pin" />,
    <ReminderDaysCard key="days" companies={list} />,
    <UpiIdCard key="upi" companies={list} />,
    <TutorialLinksCard key="tutorials" />,
    <ReceivePaymentsCard key="payments" companies={list} />,
    <DefaultMessagesCard key="messages" />,
  ];
  return (
    <section className="section">
      <QueryError what="the companies" query={companies} />
      <div className="row g-3">
        {cards.map((card) => (
          <div key={card.key} className="col-12 col-lg-6">
            {card}
          </div>
        ))}
      </div>
    </section>
  );
}

import { useQueueItems } from '@/lib/offline-queue/use-queue';
import { WaitingItemCard } from './waiting-item-card';
import { t } from '@/lib/i18n/language';
import { TitledSection } from '@/components/ui/titled-section';

/** The Leads screen's leads saved on this phone and not yet on the server, marked as waiting. */
export function WaitingLeads() {
  const items = useQueueItems();
  const leads = items.filter((item) => item.kind === 'lead-create');
  if (leads.length === 0) return null;
  return (
    <TitledSection
      title={t('Leads waiting to send ({count})', { count: leads.length })}
      className="section mb-3"
      titleClassName="fs-6"
    >
      <div className="waiting-leads">
        {leads.map((item) => (
          <WaitingItemCard key={item.id} item={item} all={items} />
        ))}
      </div>
    </TitledSection>
  );
}

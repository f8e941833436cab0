import { useQueueItems } from '@/lib/offline-queue/use-queue';
import { WaitingItemCard } from './waiting-item-card';
import { t } from '@/lib/i18n/language';

/** The Leads screen's leads saved on this phone and not yet on the server, marked as waiting. */
export function WaitingLeads() {
  const items = useQueueItems();
  const leads = items.filter((item) => item.kind === 'lead-create');
  if (leads.length === 0) return null;
  return (
    <section className="section mb-3" aria-labelledby="waiting-leads-title">
      <h2 id="waiting-leads-title" className="fs-6">
        {t('Leads waiting to send ({count})', { count: leads.length })}
      </h2>
      <div className="waiting-leads">
        {leads.map((item) => (
          <WaitingItemCard key={item.id} item={item} all={items} />
        ))}
      </div>
    </section>
  );
}

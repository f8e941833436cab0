import { useParams, useSearchParams } from 'react-router';
import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { FollowUps } from '@/features/follow-ups/components/follow-ups';
import { useLead } from '@/features/leads/api/get-lead';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { CheckInButton } from '@/features/visits/components/check-in-button';
import { useQueueItem } from '@/lib/offline-queue/use-queue';
import { pathTo } from '@/lib/paths';
import { t } from '@/lib/i18n/language';

/**
 * Follow-up list of a lead (spec 1 §2.12), route params id and followUp; `?waiting=<id>` opens the
 * form on a refused follow-up kept on the phone, to fix it.
 */
export function FollowUpRoute() {
  const params = useParams();
  const leadId = Number(params.id);
  const lead = useLead(leadId);
  const statuses = useStatuses();
  const [search, setSearch] = useSearchParams();
  const waiting = useQueueItem(search.get('waiting'));
  const leadName = lead.data
    ? [lead.data.CompanyName, lead.data.OwnerName, lead.data.MobileNo].filter(Boolean).join(' · ')
    : undefined;
  return (
    <>
      <PageTitle
        title={t('Follow Up')}
        crumbs={[{ label: 'Leads', to: pathTo('Leads', { followUp: params.followUp }) }]}
      />
      <QueryError what="the lead" query={lead} />
      <QueryError what="the statuses" query={statuses} />
      {Number.isInteger(leadId) && leadId > 0 ? (
        <div className="mb-3">
          <CheckInButton leadId={leadId} />
        </div>
      ) : null}
      <FollowUps
        leadId={leadId}
        leadName={leadName}
        catalogue={statuses.data ?? {}}
        currentStatusId={lead.data?.status.StatusId}
        startedFrom={
          lead.data
            ? { StatusId: lead.data.status.StatusId, NextDate: lead.data.NextDate }
            : undefined
        }
        fixing={waiting?.kind === 'follow-up' && statuses.data ? waiting : null}
        onFixClosed={() => setSearch({}, { replace: true })}
      />
    </>
  );
}

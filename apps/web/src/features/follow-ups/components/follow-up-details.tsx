import type { FollowUp } from '@yaar/shared';
import { FollowUpsTable } from './follow-ups-table';
import { t } from '@/lib/i18n/language';

/** Follow Up Details of the lead details modal (spec 1 §2.8): the follow-ups the lead came with. */
export function FollowUpDetails({ followUps }: { followUps: FollowUp[] }) {
  return (
    <section aria-labelledby="follow-up-details-title">
      <h3 id="follow-up-details-title" className="fs-6 fw-semibold">
        {t('Follow Up Details')}
      </h3>
      <FollowUpsTable dateHeader="Follow Up Date" rows={followUps} size="sm" bordered />
    </section>
  );
}

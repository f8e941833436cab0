import type { FollowUp } from '@yaar/shared';
import { FollowUpsTable } from './follow-ups-table';
import { t } from '@/lib/i18n/language';
import { TitledSection } from '@/components/ui/titled-section';

/** Follow Up Details of the lead details modal (spec 1 §2.8): the follow-ups the lead came with. */
export function FollowUpDetails({ followUps }: { followUps: FollowUp[] }) {
  return (
    <TitledSection title={t('Follow Up Details')} heading="h3" titleClassName="fs-6 fw-semibold">
      <FollowUpsTable dateHeader="Follow Up Date" rows={followUps} size="sm" bordered />
    </TitledSection>
  );
}

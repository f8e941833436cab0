import type { Announcement } from '@yaar/shared';
import { ANNOUNCEMENT_AUDIENCES, announcementQuestion, announcementSchema } from '@yaar/shared';
import { Badge, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { loadFailure } from '@/components/ui/error-state';
import { FieldGrid } from '@/components/ui/field-grid';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledCard } from '@/components/ui/titled-card';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { businessTodayIso, formatDate } from '@/lib/dates';
import { useAnnouncements, useSendAnnouncement } from '../api/announcements';
import { t } from '@/lib/i18n/language';

const blank = { SentTo: '', Title: '', Body: '' };
const audienceOf = (value: string) =>
  ANNOUNCEMENT_AUDIENCES.find((audience) => audience.value === value)?.label ?? value;

const columns: DataTableColumn<Announcement>[] = [
  {
    id: 'date',
    header: 'Sent',
    cell: (a) => formatDate(businessTodayIso(new Date(a.CreatedAt))),
    className: 'text-nowrap',
  },
  { id: 'to', header: 'To', cell: (a) => t(audienceOf(a.SentTo)) },
  { id: 'title', header: 'Title', cell: (a) => a.Title, className: 'fw-semibold' },
  { id: 'body', header: 'Announcement', cell: (a) => a.Body },
  {
    id: 'push',
    header: 'Push',
    cell: (a) =>
      a.Delivered ? (
        <Badge bg="success">{t('Delivered')}</Badge>
      ) : (
        <Badge bg="warning" text="dark">
          {t('Waiting')}
        </Badge>
      ),
  },
];

/** Announcement (spec 2 §2): to the app's businesses or customers, and those already sent. */
export function AnnouncementsPanel() {
  const form = useForm({ defaultValues: blank });
  const send = useSendAnnouncement();
  const sent = useAnnouncements();
  const submit = useCheckedSubmit(form, {
    schema: announcementSchema,
    confirm: (body) => ({
      ...announcementQuestion(audienceOf(body.SentTo)),
      title: t('Send this announcement to all {audience}?', {
        audience: t(audienceOf(body.SentTo)),
      }),
    }),
    send: (body) => send.mutateAsync(body),
    onDone: () => form.reset(blank),
  });
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-5">
        <Card>
          <Card.Body>
            <Form
              noValidate
              aria-label={t('Announcement')}
              onSubmit={(event) => void submit(event)}
            >
              <div className="row g-3">
                <FieldGrid
                  form={form}
                  idPrefix="announcement"
                  fields={[
                    {
                      name: 'SentTo',
                      label: 'Announcement is for',
                      options: ANNOUNCEMENT_AUDIENCES,
                      placeholder: 'Select whom',
                      required: true,
                    },
                    { name: 'Title', label: 'Title', maxLength: 100, required: true },
                    {
                      name: 'Body',
                      label: 'Announcement',
                      type: 'textarea',
                      rows: 5,
                      maxLength: 1000,
                      required: true,
                    },
                  ]}
                />
              </div>
              <SubmitButton className="mt-3 px-4" pending={send.isPending}>
                {t('Send')}
              </SubmitButton>
            </Form>
          </Card.Body>
        </Card>
      </div>
      <div className="col-12 col-xl-7">
        <TitledCard title="Sent announcements">
          <DataTable
            columns={columns}
            rows={sent.data}
            rowKey={(a) => a.id}
            loading={sent.isFetching}
            emptyText="No announcements yet."
            error={loadFailure('the announcements', sent)}
            cardsLabel="Announcements"
          />
        </TitledCard>
      </div>
    </div>
  );
}

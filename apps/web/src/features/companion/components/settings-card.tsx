import type { FormEvent, ReactNode } from 'react';
import { Card, Form } from 'react-bootstrap';
import { SubmitButton } from '@/components/ui/submit-button';
import { t } from '@/lib/i18n/language';

interface SettingsCardProps {
  /** The card's heading and its form's accessible name. */
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  pending: boolean;
  submitLabel?: string;
  /** What the save shows after the fields (the issued PIN). */
  footer?: ReactNode;
  children: ReactNode;
}

/** One of General Settings' six cards: a heading, one form of fields and its button. */
export function SettingsCard({
  title,
  onSubmit,
  pending,
  submitLabel = 'Save',
  footer,
  children,
}: SettingsCardProps) {
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="fs-5 py-2">
          {t(title)}
        </Card.Title>
        <Form noValidate aria-label={t(title)} onSubmit={(event) => void onSubmit(event)}>
          <div className="row g-3">{children}</div>
          <SubmitButton className="mt-3 px-4" pending={pending}>
            {submitLabel}
          </SubmitButton>
        </Form>
        {footer}
      </Card.Body>
    </Card>
  );
}

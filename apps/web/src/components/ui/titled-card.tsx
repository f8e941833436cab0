import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

/** A card headed by its title (an h2), then what it holds. */
export function TitledCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <Card.Body>
        <Card.Title as="h2" className="fs-5">
          {t(title)}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Badge, Button, Collapse } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

interface FoldedFiltersProps {
  /** Folded behind the button (phones); shown as they are otherwise. */
  folded: boolean;
  /** How many filters are set: said on the button, so a folded filter is never forgotten. */
  activeCount: number;
  children: ReactNode;
}

/** A list's filters behind one 'Filters' button on a phone, so the first rows show at once. */
export function FoldedFilters({ folded, activeCount, children }: FoldedFiltersProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!folded) return <>{children}</>;
  return (
    <div className="mb-2">
      <Button
        variant="outline-secondary"
        className="w-100 d-flex align-items-center justify-content-center gap-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
      >
        <i className="bi bi-funnel" aria-hidden="true" />
        {t('Filters')}
        {activeCount > 0 ? (
          <Badge bg="primary" pill>
            {activeCount}
          </Badge>
        ) : null}
      </Button>
      <Collapse in={open}>
        <div id={id}>
          <div className="pt-2">{children}</div>
        </div>
      </Collapse>
    </div>
  );
}

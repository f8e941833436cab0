import type { ReactNode } from 'react';
import { useId } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

/** Whether a panel is open, and how it closes: what a feature's panel takes from its screen. */
export interface PanelProps {
  show: boolean;
  onHide: () => void;
}

interface SidePanelProps extends PanelProps {
  title: string;
  children: ReactNode;
}

/** A panel from the right (spec 2's side panels): full width on phones. */
export function SidePanel({ title, show, onHide, children }: SidePanelProps) {
  const titleId = useId();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      className="form-panel"
      aria-labelledby={titleId}
    >
      <Offcanvas.Header closeButton closeLabel={t('Close')}>
        <Offcanvas.Title as="h2" className="fs-5" id={titleId}>
          {t(title)}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}

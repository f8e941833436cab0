import { Modal } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

/**
 * A dialog's header: its title as the dialog's heading (`id` for the Modal's aria-labelledby)
 * and the close button.
 */
export function DialogHeader({ id, title }: { id: string; title: string }) {
  return (
    <Modal.Header closeButton closeLabel={t('Close')}>
      <Modal.Title as="h2" id={id} className="fs-5">
        {t(title)}
      </Modal.Title>
    </Modal.Header>
  );
}

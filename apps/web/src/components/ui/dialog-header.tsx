import { Modal } from 'react-bootstrap';

/**
 * A dialog's header: its title as the dialog's heading (`id` for the Modal's aria-labelledby)
 * and the close button.
 */
export function DialogHeader({ id, title }: { id: string; title: string }) {
  return (
    <Modal.Header closeButton>
      <Modal.Title as="h2" id={id} className="fs-5">
        {title}
      </Modal.Title>
    </Modal.Header>
  );
}

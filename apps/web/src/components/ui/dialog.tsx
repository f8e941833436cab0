import type { ReactNode } from 'react';
import { Modal, type ModalProps } from 'react-bootstrap';
import { DialogHeader } from './dialog-header';

interface DialogProps extends Omit<ModalProps, 'title' | 'children'> {
  /** The title's id: the dialog's accessible name. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A dialog: its titled header with the close button, then its body (`Modal`'s props pass on). */
export function Dialog({ id, title, children, ...modal }: DialogProps) {
  return (
    <Modal aria-labelledby={id} {...modal}>
      <DialogHeader id={id} title={title} />
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}

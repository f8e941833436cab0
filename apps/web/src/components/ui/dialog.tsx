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

interface RecordDialogProps<Record> extends Omit<ModalProps, 'show' | 'title' | 'children'> {
  /** The title's id: the dialog's accessible name. */
  id: string;
  /** The record shown: the dialog is open while it is not null. */
  record: Record | null;
  /** Its title: text, or made from the record ('' while none). */
  title: string | ((record: Record) => string);
  /** The body, made (and mounted) only while a record is shown. */
  children: (record: Record) => ReactNode;
}

/** A dialog about one record (a row's details): open while there is one, its body made from it. */
export function RecordDialog<Record>({
  record,
  title,
  children,
  ...dialog
}: RecordDialogProps<Record>) {
  // A fixed title stays while the dialog closes (its name must not blink out mid-animation).
  const shownTitle = typeof title === 'string' ? title : record === null ? '' : title(record);
  return (
    <Dialog {...dialog} title={shownTitle} show={record !== null}>
      {record === null ? null : children(record)}
    </Dialog>
  );
}

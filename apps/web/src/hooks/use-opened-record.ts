import { useState } from 'react';

/**
 * A record a row opens in a dialog or a panel: `open(row)` from the row's action, `close()`, and
 * `dialog`, a `RecordDialog`'s `record` and `onHide`.
 */
export function useOpenedRecord<Record>() {
  const [record, setRecord] = useState<Record | null>(null);
  const close = () => setRecord(null);
  return { record, open: setRecord, close, dialog: { record, onHide: close } };
}

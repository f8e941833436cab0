import { useState } from 'react';

/**
 * Which row a list screen has open, and in which of its panels or dialogs (one at a time):
 * `open(panel, row)` from the row's menu, `shown(panel)` the row that panel shows (null while it
 * is closed: its `show`), `close()` every panel's `onHide`.
 *
 * ```tsx
 * const panels = useOpenPanels<'Edit' | 'Payment', UserRecord>();
 * actions: (user) => [{ label: 'Edit', onClick: () => panels.open('Edit', user) }],
 * <UserEditPanel user={panels.shown('Edit')} onHide={panels.close} />
 * ```
 */
export function useOpenPanels<Panel extends string, Row>() {
  const [opened, setOpened] = useState<{ panel: Panel; row: Row } | null>(null);
  const close = () => setOpened(null);
  return {
    open: (panel: Panel, row: Row) => setOpened({ panel, row }),
    shown: (panel: Panel) => (opened?.panel === panel ? opened.row : null),
    close,
  };
}

/**
 * A record a row opens in one dialog or panel (`useOpenPanels` with one panel): `open(row)` from
 * the row's action, `close()`, and `dialog`, a `RecordDialog`'s `record` and `onHide`.
 */
export function useOpenedRecord<Record>() {
  const panels = useOpenPanels<'opened', Record>();
  const record = panels.shown('opened');
  return {
    record,
    open: (row: Record) => panels.open('opened', row),
    close: panels.close,
    dialog: { record, onHide: panels.close },
  };
}

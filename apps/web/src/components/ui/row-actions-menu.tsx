import { Dropdown } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

/** The top bar's height and a gap: an Action menu keeps clear of it. */
const TOP_BAR_CLEARANCE = { top: 68 };

/**
 * Where a row's Action menu opens: fixed to its button (a table's scroll box does not cut it), and
 * never over the top bar: it flips or slides to stay below it.
 */
/** The page bounds the menu, not the table's scroll box (a one-row table cannot hold it). */
const withinPage = {
  padding: TOP_BAR_CLEARANCE,
  boundary: typeof document === 'undefined' ? ('clippingParents' as const) : document.body,
};

export const actionMenuPopper = {
  strategy: 'fixed' as const,
  modifiers: [
    { name: 'flip', options: withinPage },
    { name: 'preventOverflow', options: withinPage },
  ],
};

/**
 * Popper places a fixed menu when it first opens, and on a short table or after the window was
 * resized it may use a stale layout (the menu lands at the page's top corner): placed again on
 * the next frame, it stands by its button. Give it to a Dropdown's `onToggle`.
 */
export const placeMenuAgain = (open: boolean) =>
  open && requestAnimationFrame(() => window.dispatchEvent(new Event('resize')));

export interface RowAction {
  label: string;
  /** A Bootstrap icon, e.g. 'bi-trash'. */
  icon: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The row's Delete; `remove` asks first (a `useConfirmedDelete` handler). */
export const deleteAction = (remove: () => Promise<unknown>, disabled?: boolean): RowAction => ({
  label: 'Delete',
  icon: 'bi-trash',
  onClick: () => void remove(),
  disabled,
});

interface RowActionsMenuProps {
  /** Unique on the page, e.g. `transaction-actions-12`. */
  id: string;
  /** Names the row for a screen reader: 'Action for YB/26-27/00012'. */
  ariaLabel: string;
  actions: readonly RowAction[];
  /** The toggle's text (spec 2 §2: 'Action'). */
  label?: string;
}

/** A row's Action menu: a small toggle beside the row, its items as buttons. */
export function RowActionsMenu({ id, ariaLabel, actions, label = 'Action' }: RowActionsMenuProps) {
  return (
    <Dropdown align="end" onToggle={placeMenuAgain}>
      <Dropdown.Toggle variant="outline-primary" size="sm" id={id} aria-label={ariaLabel}>
        {t(label)}
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={actionMenuPopper}>
        {actions.map((action) => (
          <Dropdown.Item
            key={action.label}
            as="button"
            disabled={action.disabled}
            onClick={action.disabled ? undefined : action.onClick}
          >
            <i className={`bi ${action.icon} me-2`} aria-hidden="true" />
            {t(action.label)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

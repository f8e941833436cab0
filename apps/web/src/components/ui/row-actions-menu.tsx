import { Dropdown } from 'react-bootstrap';

/** The top bar's height and a gap: an Action menu keeps clear of it. */
const TOP_BAR_CLEARANCE = { top: 68 };

/**
 * Where a row's Action menu opens: fixed to its button (a table's scroll box does not cut it), and
 * never over the top bar: it flips or slides to stay below it.
 */
export const actionMenuPopper = {
  strategy: 'fixed' as const,
  modifiers: [
    { name: 'flip', options: { padding: TOP_BAR_CLEARANCE } },
    { name: 'preventOverflow', options: { padding: TOP_BAR_CLEARANCE } },
  ],
};

export interface RowAction {
  label: string;
  /** A Bootstrap icon, e.g. 'bi-trash'. */
  icon: string;
  onClick: () => void;
  disabled?: boolean;
}

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
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-primary" size="sm" id={id} aria-label={ariaLabel}>
        {label}
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
            {action.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

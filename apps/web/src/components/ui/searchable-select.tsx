import { rankByLabel } from '@yaar/shared';
import { t } from '@/lib/i18n/language';
import type { KeyboardEvent } from 'react';
import { useMemo, useState } from 'react';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  /** Shown after the label in the list, e.g. a city's state. */
  hint?: string;
}

/** The multiselect texts of spec 1 §8 and its option limit (§9). */
export const selectTexts = {
  noResult: 'No elements found. Consider changing the search query.',
  empty: 'List is empty.',
} as const;
export const MAX_SELECT_OPTIONS = 1000;

interface SearchableSelectProps<V extends string | number> {
  id: string;
  options: SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  isInvalid?: boolean;
  /** Says `aria-required` (the label's '*' is only drawn). */
  required?: boolean;
  disabled?: boolean;
  /**
   * Searched elsewhere (on the server): called with the typed text ('' on opening); `options` are
   * then shown as given, already matched and ranked.
   */
  onSearch?: (query: string) => void;
  /** A search is under way: the list says so instead of 'No elements found'. */
  searching?: boolean;
  /** The label of `value` when it is not among `options` (a searched list). */
  selectedLabel?: string;
}

/** A type-to-search picker (combobox) showing at most 1000 matching options. */
export function SearchableSelect<V extends string | number>(props: SearchableSelectProps<V>) {
  const {
    id,
    options,
    value,
    onChange,
    onBlur,
    placeholder = 'Select',
    isInvalid,
    disabled,
    onSearch,
    searching = false,
    selectedLabel,
  } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selectedText = options.find((option) => option.value === value)?.label ?? selectedLabel;
  const listId = `${id}-list`;

  // Exact and prefix matches first ("Surat" above "Mahuva (Surat)"); as given when not searching.
  const matches = useMemo(() => {
    if (onSearch || !query.trim()) return options.slice(0, MAX_SELECT_OPTIONS);
    return rankByLabel(options, query, (option) => option.label, MAX_SELECT_OPTIONS);
  }, [options, query, onSearch]);

  const handleOpen = () => {
    setOpen(true);
    setQuery('');
    setActive(0);
    onSearch?.('');
  };
  const handleClose = () => {
    setOpen(false);
    onBlur?.();
  };
  const handlePick = (option: SelectOption<V>) => {
    onChange(option.value);
    setOpen(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return handleOpen();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = matches[active];
      if (option) handlePick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const emptyText = t(
    searching
      ? 'Searching…'
      : options.length === 0 && !query.trim()
        ? selectTexts.empty
        : selectTexts.noResult,
  );
  return (
    <div className="searchable-select position-relative">
      {/* A plain input: Form.Control would take the surrounding Form.Group's controlId. */}
      <input
        id={id}
        className={isInvalid ? 'form-control is-invalid' : 'form-control'}
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-required={props.required || undefined}
        aria-activedescendant={open && matches[active] ? `${id}-option-${active}` : undefined}
        value={open ? query : (selectedText ?? '')}
        placeholder={open && selectedText ? selectedText : t(placeholder)}
        disabled={disabled}
        onFocus={handleOpen}
        onClick={() => (open ? undefined : handleOpen())}
        onBlur={handleClose}
        onChange={(event) => {
          setQuery(event.target.value);
          onSearch?.(event.target.value);
          setActive(0);
          if (!open) setOpen(true);
        }}
        onKeyDown={handleKeyDown}
      />
      <i className="bi bi-chevron-down searchable-select-caret" aria-hidden="true" />
      {open ? (
        <ul id={listId} role="listbox" className="searchable-select-menu list-unstyled shadow-sm">
          {matches.length === 0 ? (
            <li className="searchable-select-empty text-muted">{emptyText}</li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={option.value === value}
                className={index === active ? 'active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  handlePick(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
                {option.hint ? (
                  <small className="searchable-select-hint">{option.hint}</small>
                ) : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}

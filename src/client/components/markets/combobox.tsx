// A labelled, searchable select (WAI-ARIA 1.2 combobox with a listbox popup): type to filter,
// ArrowDown/ArrowUp to move, Home/End, Enter to choose, Escape to close and keep the last choice.
// The input shows the chosen option's name whenever the list is closed, so the choice stays
// visible; onChange only ever receives one of the given options' values.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../ui/label';
import { filterOptions, type ComboboxOption } from './filter-options';

export interface ComboboxProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly ComboboxOption<T>[];
  onChange: (value: T) => void;
  id?: string;
  disabled?: boolean;
  className?: string;
  /** Said when nothing matches the typed text. */
  emptyText?: string;
}

export function Combobox<T extends string | number>({ label, value, options, onChange, id, disabled, className, emptyText = 'No match' }: ComboboxProps<T>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const listId = `${inputId}-list`;
  const selectedName = options.find((o) => o.value === value)?.name ?? String(value);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => filterOptions(options, typed ?? ''), [options, typed]);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
    scrollIntoView(index);
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
  };
  const choose = (option: ComboboxOption<T> | undefined) => {
    if (option) onChange(option.value);
    close();
  };
  const scrollIntoView = (index: number) => {
    requestAnimationFrame(() => listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' }));
  };
  const move = (index: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setActive(next);
    setOpen(true);
    scrollIntoView(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(Math.max(0, shown.findIndex((o) => o.value === value)));
        else move(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(Math.max(0, shown.findIndex((o) => o.value === value)));
        else move(activeIndex - 1);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          move(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          move(shown.length - 1);
        }
        break;
      case 'Enter':
        // Enter chooses while the list is open; otherwise it is the form's (it runs the tool).
        if (open) {
          event.preventDefault();
          choose(shown[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        if (open && typed !== null) choose(shown[activeIndex]);
        else close();
        break;
    }
  };

  return (
    <div className={cn('relative flex flex-col gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={typed ?? selectedName}
        className={cn(
          'flex h-10 w-full rounded-md border border-border bg-white px-3 py-2 text-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        )}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => (open ? close() : openAt(Math.max(0, shown.findIndex((o) => o.value === value))))}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {/* Rendered only while open, so the closed field is the only thing the label names. */}
      {open && shown.length > 0 ? (
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        className="absolute left-0 right-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-white py-1 text-sm shadow-md"
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={cn('cursor-pointer px-3 py-1.5', index === activeIndex && 'bg-muted', option.value === value && 'font-medium')}
            // mousedown, not click: it comes before the input's blur, which would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.name}
          </li>
        ))}
      </ul>
      ) : null}
      {open && shown.length === 0 ? (
        <p role="status" className="absolute left-0 right-0 top-full z-20 mt-1 rounded-md border border-border bg-white px-3 py-1.5 text-sm text-muted-foreground shadow-md">
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}

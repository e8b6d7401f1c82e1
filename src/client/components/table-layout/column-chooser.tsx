// The "Columns" button of a keyword table: a panel to show or hide each column, move it earlier or
// later, set its width (the keyboard's way to what dragging a header's edge does), choose
// comfortable or compact rows, and go back to the table's default. Every change is
// the user's saved layout (use-table-layout.ts), which the table applies through TanStack Table's
// column visibility, order and sizing.
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { COLUMN_SIZE_BOUNDS, DENSITIES, LOCKED_COLUMNS, moveColumn, type Density } from '@shared/keyword-row/table-layout';
import { defaultColumnWidth, type KeywordColumn } from '../keyword-table';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import type { useTableLayout } from './use-table-layout';

const DENSITY_LABELS: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' };

export interface ColumnChooserProps<Row, K extends string> {
  /** The table's name, for the panel's ("Columns of Keyword results"). */
  caption: string;
  columns: readonly KeywordColumn<Row, K>[];
  state: ReturnType<typeof useTableLayout>;
}

export function ColumnChooser<Row, K extends string>({ caption, columns, state }: ColumnChooserProps<Row, K>) {
  const { layout, setLayout, reset } = state;
  const titleId = useId();
  const byId = new Map(columns.map((column) => [column.id, column]));
  // The checkbox column is a control, not a column one chooses.
  const listed = layout.order.flatMap((id) => {
    const column = byId.get(id);
    return column && !column.compact ? [column] : [];
  });
  const movable = listed.filter((column) => !LOCKED_COLUMNS.includes(column.id));
  const setHidden = (id: string, hide: boolean) =>
    setLayout({ ...layout, hidden: hide ? [...layout.hidden, id] : layout.hidden.filter((hidden) => hidden !== id) });
  const move = (id: string, step: -1 | 1) => setLayout({ ...layout, order: moveColumn(layout.order, id, step) });
  const setWidth = (id: string, text: string) => {
    const { [id]: _dropped, ...others } = layout.sizes;
    const width = Number(text);
    // Empty: the default width again; a number is taken once it is within the bounds.
    if (text.trim() === '') setLayout({ ...layout, sizes: others });
    else if (Number.isInteger(width) && width >= COLUMN_SIZE_BOUNDS.min && width <= COLUMN_SIZE_BOUNDS.max) setLayout({ ...layout, sizes: { ...others, [id]: width } });
  };

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 className="h-4 w-4" aria-hidden="true" />
          Columns
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        {/* Never taller than the room beside its button: a panel past the window's edge scrolls with
            the page and its last buttons could not be reached; within the room it scrolls itself. */}
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-labelledby={titleId}
          className="z-50 flex max-h-[min(32rem,80vh,var(--radix-popover-content-available-height))] w-80 flex-col gap-3 overflow-y-auto rounded-md border border-border bg-white p-3 text-sm shadow-md"
        >
          <h2 id={titleId} className="font-semibold">
            Columns of {caption.toLowerCase()}
          </h2>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-medium text-muted-foreground">Show, order and width</legend>
            {listed.map((column) => {
              const locked = LOCKED_COLUMNS.includes(column.id);
              const index = movable.indexOf(column);
              return (
                <div key={column.id} className="flex items-center gap-2">
                  <label className="flex min-w-0 flex-1 items-center gap-2 py-1">
                    <Checkbox
                      checked={!layout.hidden.includes(column.id)}
                      disabled={locked}
                      onChange={(event) => setHidden(column.id, !event.target.checked)}
                    />
                    <span className="truncate">{column.header}</span>
                  </label>
                  <WidthField
                    header={column.header}
                    saved={layout.sizes[column.id]}
                    fallback={column.id === 'keyword' ? null : defaultColumnWidth(column.width)}
                    onChange={(text) => setWidth(column.id, text)}
                  />
                  {locked ? null : (
                    <>
                      <Button variant="ghost" size="icon" className="h-7 w-7" aria-label={`Move ${column.header} earlier`} disabled={index <= 0} onClick={() => move(column.id, -1)}>
                        <ArrowUp className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" className="h-7 w-7" aria-label={`Move ${column.header} later`} disabled={index === movable.length - 1} onClick={() => move(column.id, 1)}>
                        <ArrowDown className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </div>
              );
            })}
          </fieldset>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-medium text-muted-foreground">Row density</legend>
            <div className="flex gap-4">
              {DENSITIES.map((density) => (
                <label key={density} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${titleId}-density`}
                    value={density}
                    checked={layout.density === density}
                    onChange={() => setLayout({ ...layout, density })}
                    className="h-4 w-4 accent-blue-700"
                  />
                  {DENSITY_LABELS[density]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-xs text-muted-foreground">Widths are in pixels; dragging a column header&rsquo;s right edge sets them too.</p>
          <Button variant="outline" size="sm" onClick={reset}>
            Reset columns
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A column's width in pixels: what the user types is kept while it is typed; a drag of the header's edge shows here too. */
function WidthField({ header, saved, fallback, onChange }: { header: string; saved: number | undefined; fallback: number | null; onChange: (text: string) => void }) {
  const shown = saved === undefined ? (fallback === null ? '' : String(fallback)) : String(saved);
  const [draft, setDraft] = useState(shown);
  // The width changed elsewhere (a drag, Reset): show it (state adjusted while rendering).
  const [lastShown, setLastShown] = useState(shown);
  if (lastShown !== shown) {
    setLastShown(shown);
    setDraft(shown);
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={COLUMN_SIZE_BOUNDS.min}
      max={COLUMN_SIZE_BOUNDS.max}
      step={16}
      aria-label={`Width of the ${header} column in pixels`}
      placeholder={fallback === null ? 'auto' : undefined}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
      className="h-7 w-16 rounded border border-input bg-white px-1 text-right text-xs tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    />
  );
}

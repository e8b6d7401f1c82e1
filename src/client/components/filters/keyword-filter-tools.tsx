// The filter tools above a keyword table (results and related alike): the search box, the Filters
// toggle with its active count (and whatever the screen adds to that row), the saved presets and,
// when open, the filter panel. The screen owns the filter (kept in the URL); the search box keeps
// the text being typed and hands the search on when typing pauses (TableSearchBox).
import { useState, type ReactNode } from 'react';
import type { KeywordFilter, RangeMetric } from '@shared/filters/keyword-filter';
import { FilterPresets } from './filter-presets';
import { FiltersToggle } from './filters-toggle';
import { KeywordFilterPanel } from './keyword-filter-panel';
import { TableSearchBox } from './table-search-box';

export interface KeywordFilterToolsProps {
  filter: KeywordFilter;
  onFilterChange: (filter: KeywordFilter) => void;
  /** The search applied to the table. */
  search: string;
  /** Applies a search: called once typing pauses, not per key. */
  onSearchChange: (search: string) => void;
  /** Each keystroke's text, before it is applied. */
  onSearchDraft?: (search: string) => void;
  activeCount: number;
  /** The id of the panel, for the toggle's aria-controls. */
  panelId: string;
  /** More tools on the search row (e.g. a count badge). */
  children?: ReactNode;
  /** The user's saved presets; off for a visitor of a share link, who has none. */
  withPresets?: boolean;
  /** The ranges the panel offers (KeywordFilterPanel). */
  rangeMetrics?: readonly RangeMetric[];
}

export function KeywordFilterTools({ filter, onFilterChange, search, onSearchChange, onSearchDraft, activeCount, panelId, children, withPresets = true, rangeMetrics }: KeywordFilterToolsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <TableSearchBox committed={search} onCommit={onSearchChange} onDraft={onSearchDraft} />
        <FiltersToggle open={open} onToggle={() => setOpen((was) => !was)} activeCount={activeCount} controls={panelId} />
        {children}
      </div>
      {withPresets ? <FilterPresets filter={filter} onApply={onFilterChange} /> : null}
      {open ? (
        <div id={panelId}>
          <KeywordFilterPanel filter={filter} onChange={onFilterChange} rangeMetrics={rangeMetrics} />
        </div>
      ) : null}
    </>
  );
}

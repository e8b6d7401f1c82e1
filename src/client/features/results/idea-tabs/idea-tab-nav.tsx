// The idea tabs above a keyword research's table: "All ideas" (the research itself), then matching
// terms, related terms, questions, autocomplete and "also rank for". A tab already run opens its
// stored rows; one not run yet opens its cost preview and run button (`?tab=`). On a tab's own
// rows the same strip shows, that tab marked current.
import { Link } from 'react-router';
import { ALL_IDEAS_LABEL, IDEA_TAB_INFO, type IdeaTab } from '@shared/ideas/idea-tabs';
import type { IdeaTabs } from '@shared/contract/idea-tabs';
import { cn } from '../../../lib/cn';
import { keywordResultsPath } from '../../../lib/paths';

/** The address of a tab not run yet: the keyword research's screen with the tab chosen. */
export function ideaTabPath(parentId: string, tab: IdeaTab): string {
  return `${keywordResultsPath(parentId)}&${new URLSearchParams({ tab }).toString()}`;
}

export interface IdeaTabNavProps {
  tabs: IdeaTabs;
  /** The research on screen: the keyword research, or one tab's run. */
  researchId: string;
  /** A tab chosen but not run yet (`?tab=`). */
  chosen: IdeaTab | null;
}

export function IdeaTabNav({ tabs, researchId, chosen }: IdeaTabNavProps) {
  const current = chosen ?? tabs.tabs.find((t) => t.researchId === researchId)?.tab ?? null;
  const items = [
    { key: 'all', label: ALL_IDEAS_LABEL, href: keywordResultsPath(tabs.researchId), isCurrent: current === null && researchId === tabs.researchId, count: null },
    ...tabs.tabs.map((t) => ({
      key: t.tab,
      label: IDEA_TAB_INFO[t.tab].label,
      href: t.researchId ? keywordResultsPath(t.researchId) : ideaTabPath(tabs.researchId, t.tab),
      isCurrent: current === t.tab,
      count: t.researchId ? t.totalResults : null,
    })),
  ];
  return (
    <nav aria-label="Keyword idea tabs" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                item.isCurrent ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {item.label}
              {item.count !== null ? <span className="rounded bg-muted px-1.5 text-xs text-muted-foreground">{item.count.toLocaleString('en-US')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// From any keyword row to its SERP analysis or related keywords in one click: the target screen
// opens on that keyword and market and runs (see tool-link.ts for why only an in-app click runs).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTO_RUN_STATE, toolHref, type ToolLinkMarket } from '../tool-inputs/tool-link';
import { PATHS } from '../../lib/paths';

const LINK_CLASS =
  'rounded px-1.5 py-0.5 text-xs font-medium text-blue-700 hover:bg-blue-50 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** `children`: a screen's own row actions after the links (the results' value of ranking). */
export function KeywordToolLinks({ keyword, market, children }: { keyword: string; market: ToolLinkMarket; children?: ReactNode }) {
  return (
    <span className="flex gap-1">
      <Link to={toolHref(PATHS.serpAnalysis, keyword, market)} state={AUTO_RUN_STATE} className={LINK_CLASS} aria-label={`SERP analysis for ${keyword}`}>
        SERP
      </Link>
      <Link
        to={toolHref(PATHS.relatedKeywords, keyword, market)}
        state={AUTO_RUN_STATE}
        className={LINK_CLASS}
        aria-label={`Related keywords for ${keyword}`}
      >
        Related
      </Link>
      {children}
    </span>
  );
}

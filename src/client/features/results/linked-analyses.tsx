// The analyses run with a keyword research (decision 025): "SERP analysis for X" and "Related
// keywords for X", each a link to its own stored research; nothing when none was run.
import { Link } from 'react-router';
import type { ResearchHeader } from '@shared/contract/researches';
import { researchPath } from '../../lib/paths';

const LINK_CLASS = 'text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function LinkedAnalyses({ research }: { research: ResearchHeader }) {
  const { serpResearchId, relatedResearchId } = research.linked;
  if (!serpResearchId && !relatedResearchId) return null;
  return (
    <nav aria-label="Analyses run with this research" className="flex flex-wrap gap-4">
      {serpResearchId ? (
        <Link to={researchPath('serp', serpResearchId)} className={LINK_CLASS}>
          SERP analysis for {research.seedKeyword}
        </Link>
      ) : null}
      {relatedResearchId ? (
        <Link to={researchPath('related', relatedResearchId)} className={LINK_CLASS}>
          Related keywords for {research.seedKeyword}
        </Link>
      ) : null}
    </nav>
  );
}

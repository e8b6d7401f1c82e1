// Plain text whose `[n]` markers are footnotes: each becomes a link to the source it cites, named
// for screen readers ("Source 1: example.org"), so the AI overview reads as text with its sources.
import type { SerpFeatureSummary } from '@shared/contract/serp-request';

type Citation = NonNullable<SerpFeatureSummary['citations']>[number];

const MARKER = /\[(\d+)\]/g;

function sourceName(citation: Citation): string {
  return citation.domain ?? citation.url;
}

export function CitedText({ text, citations }: { text: string; citations: readonly Citation[] }) {
  const byNumber = new Map(citations.map((c) => [c.number, c]));
  const parts: Array<string | Citation> = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const citation = byNumber.get(Number(match[1]));
    if (!citation) continue;
    parts.push(text.slice(last, match.index), citation);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={i}
            href={part.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Source ${part.number}: ${sourceName(part)} (opens in a new tab)`}
            className="align-super text-[0.7em] text-blue-700 underline underline-offset-2"
          >
            [{part.number}]
          </a>
        ),
      )}
    </>
  );
}

/** The sources an AI overview cites, as a short list of links. */
export function CitedSources({ citations, domains }: { citations: readonly Citation[]; domains: readonly string[] }) {
  if (citations.length === 0 && domains.length === 0) return null;
  const cited = new Set(citations.map((c) => c.domain));
  const uncited = domains.filter((d) => !cited.has(d));
  return (
    <p className="text-xs text-muted-foreground">
      Cites:{' '}
      {citations.map((c, i) => (
        <span key={c.number}>
          {i > 0 ? ', ' : null}
          <a href={c.url} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline underline-offset-2">
            {c.number}. {sourceName(c)}
          </a>
        </span>
      ))}
      {uncited.length > 0 ? `${citations.length > 0 ? ', ' : ''}${uncited.join(', ')}` : null}
    </p>
  );
}

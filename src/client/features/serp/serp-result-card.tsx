// One organic result: its position, domain, a button opening the page in a new tab, the title as
// a link (new tab), its URL, the description, when Google showed one the breadcrumb, and the
// page's strength (ranks, links, traffic) when it was read.
import { ExternalLink } from 'lucide-react';
import type { SerpResult } from '@shared/contract/serp';
import { Button } from '../../components/ui/button';
import { PageStrengthFigures } from './page-strength-figures';

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function SerpResultCard({ result }: { result: SerpResult }) {
  return (
    <article className="flex gap-4 rounded-md border border-border bg-white p-4" aria-label={`Position ${result.position}: ${result.title}`}>
      <div
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-bold text-blue-800"
        aria-label={`Position ${result.position}`}
        role="img"
      >
        {result.position}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium text-green-800">{result.domain}</span>
          <Button variant="ghost" size="icon" onClick={() => openInNewTab(result.url)} aria-label={`Open ${result.domain} in a new tab`} title="Open in a new tab">
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <a href={result.url} target="_blank" rel="noopener noreferrer" className="break-words text-base font-semibold text-blue-800 hover:underline">
          {result.title || result.url}
        </a>
        <p className="truncate text-xs text-slate-600" title={result.url}>
          {result.url}
        </p>
        {result.description ? <p className="text-sm text-slate-700">{result.description}</p> : null}
        {result.breadcrumb ? <p className="truncate text-xs text-muted-foreground">{result.breadcrumb}</p> : null}
        {result.strength ? <PageStrengthFigures strength={result.strength} position={result.position} /> : null}
      </div>
    </article>
  );
}

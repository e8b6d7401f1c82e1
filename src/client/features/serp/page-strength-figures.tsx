// One result's strength as a row of labelled figures: domain and page rank (0-1000), referring
// domains, backlinks, estimated monthly visits and keywords; a dash where the provider gave none.
import type { PageStrengthView } from '@shared/contract/serp';
import { formatCount } from '@shared/format/number';

const FIGURES: ReadonlyArray<{ key: keyof PageStrengthView; label: string; hint: string }> = [
  { key: 'domainRank', label: 'Domain rank', hint: 'The site’s rank on the provider’s 0-1000 scale' },
  { key: 'pageRank', label: 'Page rank', hint: 'This page’s rank on the provider’s 0-1000 scale' },
  { key: 'referringDomains', label: 'Ref. domains', hint: 'Sites linking to this page' },
  { key: 'backlinks', label: 'Backlinks', hint: 'Links to this page' },
  { key: 'estimatedTraffic', label: 'Traffic', hint: 'Estimated monthly organic visits of this page' },
  { key: 'keywords', label: 'Keywords', hint: 'Organic keywords this page ranks for' },
];

export function PageStrengthFigures({ strength, position }: { strength: PageStrengthView; position: number }) {
  return (
    <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-1 text-xs sm:grid-cols-6" aria-label={`Strength of result ${position}`}>
      {FIGURES.map(({ key, label, hint }) => (
        <div key={key} className="flex flex-col">
          <dt className="text-muted-foreground" title={hint}>
            {label}
          </dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatCount(strength[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

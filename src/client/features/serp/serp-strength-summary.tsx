// The top 10's strength in two numbers (median domain rank, median referring domains) and the
// sentence that explains what they mean for the keyword's difficulty; what the provider could not
// give is said, so a dash is never read as zero.
import type { SerpStrengthView } from '@shared/contract/serp';
import { explainDifficulty } from '@shared/analysis/serp-strength';
import { formatCount } from '@shared/format/number';
import { STRENGTH_AVERAGE_NOTE, STRENGTH_MISSING_TEXT, STRENGTH_NOT_READ } from '@shared/messages/strength';

export function SerpStrengthSummary({ strength, difficulty, titleId }: { strength: SerpStrengthView | null; difficulty: number | null; titleId: string }) {
  if (!strength) {
    return (
      <section aria-labelledby={titleId} className="rounded-md border border-border bg-white p-3">
        <h3 id={titleId} className="text-sm font-semibold">
          Strength of the top 10
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{STRENGTH_NOT_READ}</p>
      </section>
    );
  }
  const measure = strength.basis === 'average' ? 'Average' : 'Median';
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-border bg-white p-3">
      <h3 id={titleId} className="text-sm font-semibold">
        Strength of the top 10
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-xs text-muted-foreground">{measure} domain rank</dt>
          <dd className="text-lg font-semibold tabular-nums">{strength.domainRank === null ? '—' : `${Math.round(strength.domainRank)} / 1000`}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{measure} referring domains</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCount(strength.referringDomains)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">{explainDifficulty(difficulty, strength)}</p>
      {strength.basis === 'average' ? <p className="mt-1 text-xs text-muted-foreground">{STRENGTH_AVERAGE_NOTE}</p> : null}
      {strength.missing.map((part) => (
        <p key={part} className="mt-1 text-xs text-muted-foreground">
          {STRENGTH_MISSING_TEXT[part]}
        </p>
      ))}
    </section>
  );
}

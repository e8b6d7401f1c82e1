// What ranking for the seed would be worth: traffic potential (the #1 page's visits over all its
// keywords), the parent topic (the keyword that page gets most visits from) and the worldwide
// volume with its top countries. Read on demand after a cost preview; the research's row keeps it.
import { useId, useState } from 'react';
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import type { KeywordValueRequest, KeywordValueView } from '@shared/contract/keyword-value';
import { quotaUnitsFor } from '@shared/costs';
import { formatCostEstimate, formatCount } from '@shared/format/number';
import { VALUE_MISSING_TEXT } from '@shared/messages/strength';
import { CostEstimate, useRunQuote } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth';
import { quoteKeywordValue, useReadKeywordValue } from './api/keyword-value';

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const countryName = (code: string) => regionNames?.of(code) ?? code;

export interface RankingValueProps {
  /** The keyword's row (the seed's, or any row's on its own page): the figures it already keeps. */
  seed: Pick<KeywordResultRow, 'keyword' | 'trafficPotential' | 'parentTopic' | 'globalSearchVolume'>;
  /** An answer already held (the keyword's page reads it from the cache when a repeat would be free). */
  held?: KeywordValueView | null;
  researchId: string | null;
  locationCode: number;
  languageCode: string;
}

export function RankingValue({ seed, held = null, researchId, locationCode, languageCode }: RankingValueProps) {
  const { isAdmin, user } = useAuth();
  const [asking, setAsking] = useState(false);
  // The seed card and a row's dialog may both show one: each its own title id.
  const titleId = useId();
  const request: KeywordValueRequest = { keyword: seed.keyword, languageCode, locationCode, ...(researchId ? { researchId } : {}) };
  const quote = useRunQuote('keyword-value', asking ? request : null, user !== null, quoteKeywordValue);
  const read = useReadKeywordValue(researchId);
  const answer = read.data ?? held ?? undefined;
  const trafficPotential = answer?.trafficPotential ?? seed.trafficPotential;
  const parentTopic = answer?.parentTopic ?? seed.parentTopic;
  const globalVolume = answer?.globalSearchVolume ?? seed.globalSearchVolume;
  const known = answer !== undefined || trafficPotential !== null || parentTopic !== null || globalVolume !== null;
  const dollars = quote?.[0]?.dollars;

  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-md border border-border p-3">
      <h3 id={titleId} className="text-sm font-semibold">
        Value of ranking
      </h3>
      {known ? (
        <>
          <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-xs text-muted-foreground" title="Estimated monthly visits of the page ranking first, over every keyword it ranks for">
                Traffic potential
              </dt>
              <dd className="text-lg font-semibold tabular-nums">{formatCount(trafficPotential)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground" title="The keyword the page ranking first gets the most visits from">
                Parent topic
              </dt>
              <dd className="break-words text-lg font-semibold">{parentTopic ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Global volume</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatCount(globalVolume)}</dd>
            </div>
          </dl>
          {answer && answer.countries.length > 0 ? (
            <ul aria-label="Top countries by search volume" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {answer.countries.slice(0, 5).map((country) => (
                <li key={country.countryCode}>
                  {countryName(country.countryCode)} <span className="tabular-nums text-muted-foreground">{country.share === null ? '—' : `${Math.round(country.share * 100)}%`}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {(answer?.missing ?? []).map((part) => (
            <p key={part} className="mt-1 text-xs text-muted-foreground">
              {VALUE_MISSING_TEXT[part]}
            </p>
          ))}
          {answer?.isDemoData ? <p className="mt-1 text-xs text-muted-foreground">Demo data.</p> : null}
        </>
      ) : asking ? (
        <div className="mt-2 flex flex-col gap-2">
          <CostEstimate
            lines={quote ?? [{ tool: 'serp', units: quotaUnitsFor('serp') }]}
            estimate={dollars != null ? formatCostEstimate(dollars, 3) : '—'}
            refusal={quote?.[0]?.refusal ?? null}
            showDollars={isAdmin}
            detail="Reads the page ranking first and the keyword’s worldwide volume."
          />
          <div className="flex gap-2">
            <Button onClick={() => read.mutate(request)} disabled={read.isPending}>
              {read.isPending ? 'Reading…' : 'Read the value'}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={read.isPending}>
              Cancel
            </Button>
          </div>
          {read.error ? <p className="text-sm text-red-700">{read.error.message}</p> : null}
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setAsking(true)}>
            Check traffic potential
          </Button>
          <p className="text-sm text-muted-foreground">Traffic potential, parent topic and global volume; the cost is shown first.</p>
        </div>
      )}
    </section>
  );
}

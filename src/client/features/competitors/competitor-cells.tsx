// The cells of the competitor facts: a ranking URL (shortened to its path, whole on hover), the SERP
// features at the keyword (the AI Overview marked when it cites the target), one compared site's
// place in a gap (position and URL, "not ranking", or "unknown" where its data was not read that
// far: never shown as missing) and a gap row's categories (a category that depends on an unknown
// position is marked "maybe").
import type { GapRankValue } from '@shared/keyword-row/metrics';
import { serpFeatureLabel } from '@shared/contract/serp-request';
import { GAP_CATEGORY_LABELS } from '@shared/competitors/gap-view';
import { GAP_CATEGORIES, type GapCategory } from '@shared/competitors/gap-rules';
import { EM_DASH } from '@shared/format/number';
import { Badge } from '../../components/ui/badge';

/** "example.com/blog/post" -> "/blog/post": the site is the column's, the path tells pages apart. */
export function urlPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}` || '/';
  } catch {
    return url;
  }
}

export function RankingUrlCell({ url }: { url: string | null }) {
  if (!url) return <span className="text-muted-foreground">{EM_DASH}</span>;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" title={url} className="block truncate text-primary underline-offset-2 hover:underline">
      {urlPath(url)}
    </a>
  );
}

export function SerpFeaturesCell({ features, aiOverviewCited }: { features: readonly string[]; aiOverviewCited: boolean | null }) {
  // The organic result is the row itself, not a feature beside it.
  const others = features.filter((feature) => feature !== 'ai_overview' && feature !== 'organic');
  if (others.length === 0 && !features.includes('ai_overview') && aiOverviewCited !== true) return <span className="text-muted-foreground">{EM_DASH}</span>;
  const hasOverview = features.includes('ai_overview') || aiOverviewCited === true;
  const title = features.filter((feature) => feature !== 'organic').map(serpFeatureLabel).join(', ');
  return (
    <span className="flex flex-wrap items-center gap-1" title={title}>
      {hasOverview ? (
        <Badge tone={aiOverviewCited ? 'accent' : 'muted'} className="whitespace-nowrap">
          {aiOverviewCited ? 'AI Overview cites' : 'AI Overview'}
        </Badge>
      ) : null}
      {others.length > 0 ? <span className="truncate text-xs text-muted-foreground">{others.map(serpFeatureLabel).join(', ')}</span> : null}
    </span>
  );
}

export const UNKNOWN_RANK_HINT = 'Not read: this site’s rows ran out before this keyword’s search volume, so whether it ranks is unknown.';

export function GapRankCell({ rank }: { rank: GapRankValue | undefined }) {
  if (!rank || rank.state === 'unknown') {
    return (
      <span className="text-xs italic text-amber-800" title={UNKNOWN_RANK_HINT}>
        unknown
      </span>
    );
  }
  if (rank.state === 'absent' || rank.position === null) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">{EM_DASH}</span>
        <span className="sr-only">not ranking</span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="font-semibold tabular-nums">{rank.position}</span>
      {rank.url ? (
        <a href={rank.url} target="_blank" rel="noreferrer noopener" title={rank.url} className="truncate text-xs text-primary underline-offset-2 hover:underline">
          {urlPath(rank.url)}
        </a>
      ) : null}
    </span>
  );
}

export function GapCategoriesCell({ categories, undetermined }: { categories: readonly string[]; undetermined: readonly string[] }) {
  // Missing is part of Untapped: one badge says it.
  const known = GAP_CATEGORIES.filter((category) => categories.includes(category) && !(category === 'untapped' && categories.includes('missing')));
  const maybe = GAP_CATEGORIES.filter((category) => undetermined.includes(category));
  if (known.length === 0 && maybe.length === 0) return <span className="text-muted-foreground">{EM_DASH}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {known.map((category) => (
        <Badge key={category} tone={CATEGORY_TONES[category]}>
          {GAP_CATEGORY_LABELS[category]}
        </Badge>
      ))}
      {maybe.map((category) => (
        <Badge key={category} tone="outline" title={UNKNOWN_RANK_HINT}>
          {GAP_CATEGORY_LABELS[category]}?<span className="sr-only"> (depends on an unknown position)</span>
        </Badge>
      ))}
    </span>
  );
}

const CATEGORY_TONES: Record<GapCategory, 'success' | 'warning' | 'destructive' | 'info' | 'accent' | 'muted'> = {
  shared: 'info',
  missing: 'destructive',
  weak: 'warning',
  strong: 'success',
  untapped: 'accent',
  unique: 'muted',
};

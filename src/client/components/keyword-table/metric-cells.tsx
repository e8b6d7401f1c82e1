// Cells of the keyword tables, all formatted by the shared rules in src/shared/format:
// numbers (formatNumber), CPC in US dollars marked for the location (formatCpc), the difficulty colour
// (difficultyTone, with its band in words for screen readers) and the intent badge (intentTone).
import { Link } from 'react-router';
import { difficultyLabel, difficultyTone, intentLabel, intentTone } from '@shared/format/difficulty';
import { formatCpc } from '@shared/format/money';
import { EM_DASH, formatNumber, readNumber } from '@shared/format/number';
import { formatTrend, trendDirection } from '@shared/analysis/seasonality';
import { Badge } from '../ui/badge';

export function NumberCell({ value }: { value: unknown }) {
  return <span className="tabular-nums">{formatNumber(value)}</span>;
}

/** A whole-percent change ("+24%", "−8%"), coloured as the trend filter reads it; a dash when not known. */
export function PercentCell({ value }: { value: unknown }) {
  const percent = readNumber(value);
  if (percent === null) return <span className="text-muted-foreground">{EM_DASH}</span>;
  const direction = trendDirection(percent);
  return <span className={`tabular-nums ${direction === 'up' ? 'text-emerald-700' : direction === 'down' ? 'text-red-700' : ''}`}>{formatTrend(percent)}</span>;
}

export function MoneyCell({ value, locationCode }: { value: unknown; locationCode?: number | null }) {
  return <span className="tabular-nums">{formatCpc(value, locationCode)}</span>;
}

export function DifficultyBadge({ value }: { value: unknown }) {
  if (readNumber(value) === null) return <span className="text-muted-foreground">{EM_DASH}</span>;
  return (
    <Badge tone={difficultyTone(value)} title={difficultyLabel(value)} className="tabular-nums">
      {formatNumber(value)}
      <span className="sr-only"> ({difficultyLabel(value)})</span>
    </Badge>
  );
}

export function IntentBadge({ intent }: { intent: unknown }) {
  const label = intentLabel(intent);
  if (label === EM_DASH) return <span className="text-muted-foreground">{EM_DASH}</span>;
  return <Badge tone={intentTone(intent)}>{label}</Badge>;
}

export function SeedBadge() {
  return (
    <Badge tone="default" className="shrink-0 px-2 text-[10px] tracking-wide">
      SEED
    </Badge>
  );
}

/**
 * Free text (a keyword's categories) in at most two lines, all of it on hover and for screen
 * readers: a third line would make the row taller than the table's row height, and each row
 * measured taller as it scrolls into view moves everything below it (Load More, by a click's
 * length: a click pressed on the button was released beside it).
 */
export function TextCell({ text }: { text: string }) {
  return (
    <span className="line-clamp-2 break-words" title={text}>
      {text}
    </span>
  );
}

/**
 * The keyword, whole: it wraps within its column (the table measures each row) rather than being
 * cut, so long-tail keywords that share a beginning stay told apart. The SEED badge when pinned.
 */
export function KeywordCell({ keyword, isSeed = false, href }: { keyword: string; isSeed?: boolean; href?: string | undefined }) {
  const text = 'min-w-0 break-words font-medium [overflow-wrap:anywhere]';
  return (
    <span className="flex min-w-0 items-center gap-2">
      {isSeed ? <SeedBadge /> : null}
      {href ? (
        // The keyword's own page (decision 067): its name is the link's.
        <Link to={href} title="Open the keyword’s page" className={`${text} text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}>
          {keyword}
        </Link>
      ) : (
        <span className={text}>{keyword}</span>
      )}
    </span>
  );
}

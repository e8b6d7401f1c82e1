// The sentences that say what a run costs, before it (the cost box: "Uses 2 competitor reads
// (1,000 rows each) of your quota.") and after it (the run's toast: "Used …"), in quota units, the
// currency of every user; provider dollars are an operator's figure, a separate sentence for admins.
// A part the cache answers for free is said to be free, with the date its answer was fetched, never
// counted as a unit used.
import { formatQuotaUnits, TOOL_UNIT, type ToolCostLine } from './costs';
import { formatDate } from './format/date';
import { formatCostEstimate } from './format/number';

type Tense = 'before' | 'after';

const WORDS = {
  before: { uses: 'Uses', is: 'is', comesOff: 'comes off' },
  after: { uses: 'Used', is: 'was', comesOff: 'came off' },
} as const;

/** "a, b and c". */
function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** The oldest fetch date of the cached parts (the cache keeps an answer from that day). */
function fetchedOn(lines: readonly ToolCostLine[]): string | null {
  const dates = lines.map((line) => line.fetchedAt).filter((at): at is string => typeof at === 'string' && at !== '').sort();
  return dates[0] ? formatDate(dates[0]) : null;
}

/** "(cached, fetched Nov 29, 2026)" for a free part: why it is free, when the cache can tell. */
function freeReason(line: ToolCostLine): string {
  if (!line.cached) return '';
  return line.fetchedAt ? ` (cached, fetched ${formatDate(line.fetchedAt)})` : ' (cached)';
}

function sentence(lines: readonly ToolCostLine[], tense: Tense): string {
  const words = WORDS[tense];
  const charged = lines.filter((line) => line.units > 0);
  const free = lines.filter((line) => line.units <= 0);
  if (charged.length === 0) {
    const cached = free.length > 0 && free.every((line) => line.cached === true);
    if (!cached) return `Free: nothing ${words.comesOff} your quota.`;
    const date = fetchedOn(free);
    return `Free: the answer ${words.is} cached${date ? ` (fetched ${date})` : ''}, so nothing ${words.comesOff} your quota.`;
  }
  const used = `${words.uses} ${joinAnd(charged.map((line) => formatQuotaUnits(line.tool, line.units)))} of your quota`;
  if (free.length === 0) return `${used}.`;
  const freeParts = free.map((line) => `the ${TOOL_UNIT[line.tool]}${freeReason(line)}`);
  return `${used}; ${joinAnd(freeParts)} ${free.length === 1 ? words.is : tense === 'before' ? 'are' : 'were'} free.`;
}

/**
 * Before a run, what it takes from the quota: "Uses 1 keyword research of your quota.", "Uses 1
 * keyword research of your quota; the SERP analysis (cached, fetched Nov 27, 2026) is free.", or
 * "Free: the answer is cached (fetched Nov 29, 2026), so nothing comes off your quota.".
 */
export function quotaCostSentence(lines: readonly ToolCostLine[]): string {
  return sentence(lines, 'before');
}

/** After a run, what it took: "Used 2 competitor reads (1,000 rows each) of your quota." or "Free: the answer was cached (…), so nothing came off your quota.". */
export function quotaSpentSentence(lines: readonly ToolCostLine[]): string {
  return sentence(lines, 'after');
}

/** An admin's line, from the formatted estimate: "Estimated cost: $0.11 at the provider. Actual cost may vary." */
export function providerCostSentence(estimate: string): string {
  return `Estimated cost: ${estimate} at the provider. Actual cost may vary.`;
}

/**
 * What a finished run took, as its toast says it: the quota sentence, then for an admin (the only
 * viewer whose answers carry dollars) the provider's cost: "Used 1 SERP analysis of your quota.
 * Provider cost: $0.002.".
 */
export function runSpentText(spent: { lines: readonly ToolCostLine[]; providerCost: number | null }, decimals = 2): string {
  const dollars = spent.providerCost === null ? '' : ` Provider cost: ${formatCostEstimate(spent.providerCost, decimals)}.`;
  return `${quotaSpentSentence(spent.lines)}${dollars}`;
}

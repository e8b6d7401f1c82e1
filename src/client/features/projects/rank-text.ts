// How a check reads in the tables: a position, "Not in top N" (its own state), or "Unknown" for a
// failed or missing check, never "not ranking"; the AI Overview states in words.
import type { CheckPoint } from '@shared/contract/projects';
import type { AiOverviewState } from '@shared/projects/rank-reading';

export const AI_OVERVIEW_TEXT: Record<AiOverviewState, string> = {
  cited: 'Cited',
  present_not_cited: 'Present, not cited',
  present_without_references: 'Present without references',
  absent: 'Absent',
  unknown: 'Unknown',
};

export function positionText(point: CheckPoint | null): string {
  if (!point || point.state === 'failed') return 'Unknown';
  if (point.state !== 'done') return 'Checking…';
  if (point.rankGroup !== null) return String(point.rankGroup);
  return point.notInTop !== null ? `Not in top ${point.notInTop}` : 'Unknown';
}

export function changeText(change: number | null): string {
  if (change === null) return '–';
  if (change === 0) return '0';
  return change > 0 ? `▲${change}` : `▼${-change}`;
}

export function aiOverviewText(point: CheckPoint | null): string {
  if (!point || point.state !== 'done') return 'Unknown';
  const text = AI_OVERVIEW_TEXT[point.aiOverview];
  return point.aiOverview === 'cited' && point.aiCitedPosition !== null ? `${text} (#${point.aiCitedPosition})` : text;
}

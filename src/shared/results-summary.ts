// The summary block of the Keyword Results screen: Total Keywords, Total Volume, Avg Difficulty,
// Avg CPC. Averages count only keywords that have the metric, so a missing value never drags an
// average towards zero; with none at all the average is null (shown as an em dash). The stand-in
// seed row (no provider metrics, shown with volume 0 and CPC 0) counts as a keyword but its
// zeros are not data, so it adds nothing to the averages.
import { readNumber } from './format/number';

export interface KeywordResultsSummary {
  totalKeywords: number;
  totalVolume: number;
  averageDifficulty: number | null;
  averageCpc: number | null;
}

interface SummaryRow {
  searchVolume: number | null;
  cpc: number | null;
  difficulty: number | null;
  /** True for the stand-in seed row of a seed the provider returned nothing for. */
  isPlaceholder?: boolean;
}

export function summarizeKeywordResults(rows: readonly SummaryRow[]): KeywordResultsSummary {
  let totalVolume = 0;
  let difficultySum = 0;
  let difficultyCount = 0;
  let cpcSum = 0;
  let cpcCount = 0;
  for (const row of rows) {
    if (row.isPlaceholder) continue;
    totalVolume += readNumber(row.searchVolume) ?? 0;
    const difficulty = readNumber(row.difficulty);
    if (difficulty !== null) {
      difficultySum += difficulty;
      difficultyCount += 1;
    }
    const cpc = readNumber(row.cpc);
    if (cpc !== null) {
      cpcSum += cpc;
      cpcCount += 1;
    }
  }
  return {
    totalKeywords: rows.length,
    totalVolume,
    averageDifficulty: difficultyCount === 0 ? null : difficultySum / difficultyCount,
    averageCpc: cpcCount === 0 ? null : cpcSum / cpcCount,
  };
}

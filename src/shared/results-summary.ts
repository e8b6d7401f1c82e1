// The summary block of the Keyword Results screen: Total Keywords, Total Volume, Avg Difficulty,
// Avg CPC. Averages count only keywords that have the metric, so a missing value never drags an
// average towards zero; with none at all the average is null (shown as an em dash).
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
}

export function summarizeKeywordResults(rows: readonly SummaryRow[]): KeywordResultsSummary {
  let totalVolume = 0;
  let difficultySum = 0;
  let difficultyCount = 0;
  let cpcSum = 0;
  let cpcCount = 0;
  for (const row of rows) {
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

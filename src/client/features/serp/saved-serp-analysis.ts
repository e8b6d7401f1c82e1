// The last SERP analysis kept in the browser (storage key serpAnalysisResults) so the screen can
// show it again at once. Ten results are small; the user id guard lives in readUserValue.
import type { SerpAnalysisRecord } from '@shared/api/serp';
import { readUserValue, STORAGE_KEYS, writeUserValue } from '../../lib/storage';

interface SavedSerpAnalysis {
  analysis: SerpAnalysisRecord;
}

function isSaved(value: object): value is SavedSerpAnalysis {
  const { analysis } = value as Partial<SavedSerpAnalysis>;
  return typeof analysis === 'object' && analysis !== null && Array.isArray(analysis.results);
}

export function readSavedSerpAnalysis(userId: string): SerpAnalysisRecord | null {
  return readUserValue(STORAGE_KEYS.serpAnalysisResults, userId, isSaved)?.analysis ?? null;
}

export function saveSerpAnalysis(userId: string, analysis: SerpAnalysisRecord): void {
  writeUserValue(STORAGE_KEYS.serpAnalysisResults, userId, { analysis } satisfies SavedSerpAnalysis);
}

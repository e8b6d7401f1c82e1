// The last SERP analysis kept in the browser (storage key serpAnalysisResults) so the screen can
// show it again at once. Ten results are small; the user id guards a shared browser from showing
// one account's analysis to another.
import type { SerpAnalysisRecord } from '@shared/api/serp';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

interface SavedSerpAnalysis {
  userId: string;
  analysis: SerpAnalysisRecord;
}

function isSaved(value: unknown): value is SavedSerpAnalysis {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedSerpAnalysis>;
  return typeof saved.userId === 'string' && typeof saved.analysis === 'object' && saved.analysis !== null && Array.isArray(saved.analysis.results);
}

export function readSavedSerpAnalysis(userId: string): SerpAnalysisRecord | null {
  const saved = readJson<unknown>(STORAGE_KEYS.serpAnalysisResults);
  return isSaved(saved) && saved.userId === userId ? saved.analysis : null;
}

export function saveSerpAnalysis(userId: string, analysis: SerpAnalysisRecord): void {
  writeJson(STORAGE_KEYS.serpAnalysisResults, { userId, analysis } satisfies SavedSerpAnalysis);
}

// A provider's related keyword as the API record of src/shared/api/related.ts (the spec's names).
import type { RelatedKeywordRecord } from '../../../shared/api/related.js';
import type { RelatedKeyword } from '../../providers/types.js';

const finiteOrNull = (value: number | null): number | null => (value === null || !Number.isFinite(value) ? null : value);
const wholeOrNull = (value: number | null): number | null => {
  const finite = finiteOrNull(value);
  return finite === null ? null : Math.round(finite);
};

export function toRelatedKeywordRecord(keyword: RelatedKeyword): RelatedKeywordRecord {
  return {
    keyword: keyword.keyword,
    search_volume: wholeOrNull(keyword.searchVolume),
    cpc: finiteOrNull(keyword.cpc),
    competition: finiteOrNull(keyword.competition),
    competition_level: keyword.competitionLevel,
    difficulty: wholeOrNull(keyword.difficulty),
    // The provider's own main intent, or null: never guessed.
    intent: keyword.intent ?? null,
    relevance: finiteOrNull(keyword.relevance),
    categories: keyword.categories.map(String),
    depth: keyword.depth,
  };
}

// The Seed Keyword screen's shared inputs: keyword, language, location and the result limit
// (options 50..1000; default the last stored value, else 100). A module constant so
// useToolInputs gets a stable options object.
import { DEFAULT_RESEARCH_LIMIT, RESEARCH_LIMIT_OPTIONS } from '@shared/constants/limits';
import type { ToolInputOptions } from '../../components/tool-inputs';
import { STORAGE_KEYS } from '../../lib/storage';

export const RESEARCH_INPUTS: ToolInputOptions = {
  limit: { options: RESEARCH_LIMIT_OPTIONS, defaultValue: DEFAULT_RESEARCH_LIMIT, storageKey: STORAGE_KEYS.lastSearchLimit },
};

/** Held in the form as the spec asks, but not sent: the research call does not take them. */
export interface ResearchFlags {
  includeSuggestions: boolean;
  includeRelated: boolean;
  includeSerp: boolean;
}

export const DEFAULT_RESEARCH_FLAGS: ResearchFlags = { includeSuggestions: true, includeRelated: false, includeSerp: false };

export const RESEARCH_FLAG_LABELS: Record<keyof ResearchFlags, string> = {
  includeSuggestions: 'Include keyword suggestions',
  includeRelated: 'Include related keywords',
  includeSerp: 'Include SERP analysis',
};

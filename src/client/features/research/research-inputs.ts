// The Seed Keyword screen's shared inputs: keyword, language, location and the result limit
// (options 50..1000; default the last stored value, else 100). A module constant so
// useToolInputs gets a stable options object.
import type { ResearchRequest } from '@shared/contract/research-request';
import { DEFAULT_RESEARCH_LIMIT, RESEARCH_LIMIT_OPTIONS, type ResearchLimit } from '@shared/constants/limits';
import { labsSeedIssue, labsSeedLength } from '@shared/keyword-rule';
import { KEYWORD_TOO_SHORT } from '@shared/messages/validation';
import { seedListIssue, splitSeeds } from '@shared/seeds';
import { labsCounter, type ToolInputOptions, type ToolInputValues } from '../../components/tool-inputs';
import { STORAGE_KEYS } from '../../lib/storage';

export const RESEARCH_INPUTS: ToolInputOptions = {
  limit: { options: RESEARCH_LIMIT_OPTIONS, defaultValue: DEFAULT_RESEARCH_LIMIT, storageKey: STORAGE_KEYS.lastSearchLimit },
};

/** The form's analysis options: related keywords and SERP analysis run with the research (decision 025); suggestions are always in. */
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

/** The request the form would send, or why it cannot be sent (no seed, too many, a duplicate, a seed the Labs rule refuses). */
export function researchRequestFrom(values: ToolInputValues, flags: ResearchFlags): { request: ResearchRequest; seeds: string[] } | { issue: string; seeds: string[] } {
  const seeds = splitSeeds(values.keyword);
  const issue = seedListIssue(seeds) ?? seeds.map(labsSeedIssue).find((found) => found !== null) ?? null;
  if (issue !== null) return { issue, seeds };
  const [keyword = ''] = seeds;
  const request: ResearchRequest = { keyword, languageCode: values.languageCode, locationCode: values.locationCode, limit: values.limit as ResearchLimit };
  if (seeds.length > 1) request.seeds = seeds;
  if (flags.includeRelated) request.includeRelated = true;
  if (flags.includeSerp) request.includeSerp = true;
  return { request, seeds };
}

/**
 * What the keyword field says while it is typed: the longest seed's length against the provider's
 * limit, and why the seeds cannot be run. "Too short" waits for the submit (every keyword is too
 * short after its first letter), everything else shows at once, so nothing is sent to be refused.
 */
export function seedFieldFeedback(text: string): { error: string | null; counter: string | null } {
  const seeds = splitSeeds(text);
  if (seeds.length === 0) return { error: null, counter: null };
  const counter = labsCounter(seeds.map(labsSeedLength));
  const issue = seedListIssue(seeds) ?? seeds.map(labsSeedIssue).find((found) => found !== null && found !== KEYWORD_TOO_SHORT) ?? null;
  return { error: issue, counter };
}

// The Related Keywords screen's shared inputs: keyword, language, location, results per request
// (100 recommended, 250, 500, 1000) and depth (0 to 4, default 1). A module constant so
// useToolInputs gets a stable options object.
import { DEFAULT_RELATED_DEPTH, RELATED_DEPTHS, RELATED_LIMIT_OPTIONS, RELATED_PAGE_SIZE } from '@shared/constants/limits';
import type { ToolInputOptions } from '../../components/tool-inputs';
import { STORAGE_KEYS } from '../../lib/storage';

export const RELATED_INPUTS: ToolInputOptions = {
  limit: { options: RELATED_LIMIT_OPTIONS, defaultValue: RELATED_PAGE_SIZE, storageKey: STORAGE_KEYS.lastRelatedLimit },
  depth: { options: RELATED_DEPTHS, defaultValue: DEFAULT_RELATED_DEPTH, storageKey: STORAGE_KEYS.lastRelatedDepth },
};

export function limitOptionLabel(limit: number): string {
  return limit === RELATED_PAGE_SIZE ? `${limit} (recommended)` : String(limit);
}

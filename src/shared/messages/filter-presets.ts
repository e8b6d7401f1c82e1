// User-facing texts of saved filter presets: the preset bar and the API's refusals.
import { FILTER_PRESET_NAME_MAX, FILTER_PRESETS_PER_USER } from '../constants/limits';

export const FILTER_PRESET_NAME_REQUIRED = 'Please give the preset a name.';
export const FILTER_PRESET_NAME_TOO_LONG = `The name can be at most ${FILTER_PRESET_NAME_MAX} characters.`;
export const FILTER_PRESET_NAME_TAKEN = 'You already have a preset with this name.';
export const FILTER_PRESET_EMPTY = 'Set at least one filter before saving it as a preset.';
export const FILTER_PRESET_UNKNOWN_PART = 'The filter has a part this version does not know.';
export const FILTER_PRESET_LIMIT_REACHED = `You can have at most ${FILTER_PRESETS_PER_USER} filter presets. Delete one you no longer use first.`;

export const FILTER_PRESET_TOASTS = {
  saved: 'Preset saved',
  renamed: 'Preset renamed',
  deleted: 'Preset deleted',
  saveFailed: 'The preset could not be saved',
  renameFailed: 'The preset could not be renamed',
  deleteFailed: 'The preset could not be deleted',
} as const;

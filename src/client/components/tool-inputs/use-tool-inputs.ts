// Form state of a tool screen's shared inputs (keyword, language, location, limit, depth):
// starts from the query string, then browser storage, then defaults (see tool-input-values.ts);
// `commit()` on search trims the keyword and writes the values back to the query string and
// storage. Usage:
//   const inputs = useToolInputs(RESEARCH_INPUTS); // options object must be a stable constant
//   inputs.values.keyword; inputs.set('limit', 250); const sent = inputs.commit();
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readString, writeString } from '../../lib/storage';
import {
  resolveToolInputs,
  toolInputsToParams,
  toolInputsToStorage,
  type ToolInputOptions,
  type ToolInputValues,
} from './tool-input-values';

export type { ToolInputOptions, ToolInputValues } from './tool-input-values';

export interface ToolInputs {
  values: ToolInputValues;
  set: <K extends keyof ToolInputValues>(key: K, value: ToolInputValues[K]) => void;
  /** Call when a search starts: stores and returns the values with the keyword trimmed. */
  commit: () => ToolInputValues;
}

export function useToolInputs(options: ToolInputOptions = {}): ToolInputs {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: afterwards the form owns the values until the next search writes them back.
  const [values, setValues] = useState<ToolInputValues>(() => resolveToolInputs(searchParams, readString, options));

  const set = useCallback(<K extends keyof ToolInputValues>(key: K, value: ToolInputValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const commit = useCallback((): ToolInputValues => {
    const committed = { ...values, keyword: values.keyword.trim() };
    setValues(committed);
    for (const [key, value] of toolInputsToStorage(committed, options)) writeString(key, value);
    setSearchParams((current) => toolInputsToParams(current, committed, options), { replace: true });
    return committed;
  }, [values, options, setSearchParams]);

  return { values, set, commit };
}

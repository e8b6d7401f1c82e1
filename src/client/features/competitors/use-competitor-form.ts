// The competitor forms' state: starts from the address (competitor-form-values.ts), the form owns it
// while it is edited; a run writes it into the run's address (use-competitor-submit.ts). One state for the three tools, so switching tabs keeps
// what was typed. `rememberMarket` keeps the market as every tool's "last used" one.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import { readCompetitorForm, type CompetitorFormValues } from './competitor-form-values';

export interface CompetitorForm {
  values: CompetitorFormValues;
  set: (change: Partial<CompetitorFormValues>) => void;
}

export function rememberMarket(values: CompetitorFormValues): void {
  writeString(STORAGE_KEYS.lastLanguageCode, values.market.languageCode);
  writeString(STORAGE_KEYS.lastLocationCode, String(values.market.locationCode));
}

export function useCompetitorForm(): CompetitorForm {
  const [params] = useSearchParams();
  const [values, setValues] = useState<CompetitorFormValues>(() => readCompetitorForm(params, readString));
  const set = useCallback((change: Partial<CompetitorFormValues>) => setValues((current) => ({ ...current, ...change })), []);
  return { values, set };
}

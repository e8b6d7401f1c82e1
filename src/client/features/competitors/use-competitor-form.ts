// The competitor forms' state: starts from the address (competitor-form-values.ts), the form owns it
// while it is edited; a run writes it into the run's address (use-competitor-submit.ts). One state for the three tools, so switching tabs keeps
// what was typed. `rememberMarket` keeps the market as every tool's "last used" one.
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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

/** Navigation state of a link that fills the form from its address ("Compare in keyword gap"). */
export const FILL_FORM = { fillForm: true } as const;

function fillsForm(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fillForm?: unknown }).fillForm === true;
}

export function useCompetitorForm(): CompetitorForm {
  const [params] = useSearchParams();
  const location = useLocation();
  const [values, setValues] = useState<CompetitorFormValues>(() => readCompetitorForm(params, readString));
  // A link made to fill the form replaces what it held (render-time reset, once per navigation).
  const [filledAt, setFilledAt] = useState(location.key);
  if (filledAt !== location.key && fillsForm(location.state)) {
    setFilledAt(location.key);
    setValues(readCompetitorForm(params, readString));
  }
  const set = useCallback((change: Partial<CompetitorFormValues>) => setValues((current) => ({ ...current, ...change })), []);
  return { values, set };
}

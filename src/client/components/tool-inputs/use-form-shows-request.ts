// A tool form always shows the request whose results are on screen. When a
// research is shown (opened by its URL, from the history, or just run), its keyword and market go
// into the form, once per research; the user's edits afterwards are kept. Adjusted while
// rendering (not in an effect), so the form never paints the old values first.
import { useState } from 'react';
import { isLanguageCode } from '@shared/constants/languages';
import { isLocationCode } from '@shared/constants/locations';
import type { ToolInputs } from './use-tool-inputs';

export interface ShownRequest {
  id: string;
  keyword: string;
  languageCode: string;
  locationCode: number;
  limit?: number;
  depth?: number;
}

export function useFormShowsRequest(inputs: ToolInputs, shown: ShownRequest | null): void {
  const [shownId, setShownId] = useState<string | null>(null);
  if (!shown || shown.id === shownId) return;
  setShownId(shown.id);
  inputs.set('keyword', shown.keyword);
  if (isLanguageCode(shown.languageCode)) inputs.set('languageCode', shown.languageCode);
  if (isLocationCode(shown.locationCode)) inputs.set('locationCode', shown.locationCode);
  if (shown.limit !== undefined && inputs.values.limit !== 0) inputs.set('limit', shown.limit);
  if (shown.depth !== undefined && inputs.values.depth !== 0) inputs.set('depth', shown.depth);
}

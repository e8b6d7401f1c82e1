// The history's filters live in the URL (a bookmark or Back shows the same list): kind, part of the
// keyword, first and last day. Unknown values are dropped, never sent.
import { RESEARCH_KIND_LABELS } from '@shared/messages/research-kinds';
import { RESEARCH_KIND_VALUES, type ResearchKind } from '@shared/contract/researches';

export interface HistoryFilters {
  kind: ResearchKind | '';
  keyword: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isKind = (value: string): value is ResearchKind => (RESEARCH_KIND_VALUES as readonly string[]).includes(value);

export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const kind = params.get('kind') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { kind: isKind(kind) ? kind : '', keyword: params.get('keyword') ?? '', from: day('from'), to: day('to') };
}

export function writeHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['kind', 'keyword', 'from', 'to'] as const) if (filters[name] !== '') params.set(name, filters[name]);
  return params;
}

export const KIND_LABELS: Record<ResearchKind, string> = RESEARCH_KIND_LABELS;

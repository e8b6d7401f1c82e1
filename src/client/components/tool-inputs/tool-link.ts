// Links from a keyword to another tool: the target screen's form starts from the keyword and
// market in the query string, and `autoRun` in the navigation state asks it to run at once.
// The state lives only in this tab's history entry, so a copied or shared URL never spends quota
// by itself: only the click inside the app does.
import type { ResearchKind } from '@shared/contract/researches';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOOL_QUERY_PARAMS } from './tool-input-values';

export interface ToolLinkMarket {
  languageCode: string;
  locationCode: number;
}

export const AUTO_RUN_STATE = { autoRun: true } as const;

export function toolHref(path: string, keyword: string, market: ToolLinkMarket): string {
  const params = new URLSearchParams({
    [TOOL_QUERY_PARAMS.keyword]: keyword,
    [TOOL_QUERY_PARAMS.languageCode]: market.languageCode,
    [TOOL_QUERY_PARAMS.locationCode]: String(market.locationCode),
  });
  return `${path}?${params.toString()}`;
}

function wantsAutoRun(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { autoRun?: unknown }).autoRun === true;
}

/** Runs `run` once when the screen was opened by a tool link; the request is then forgotten. */
export function useAutoRunFromToolLink(run: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const hasRun = useRef(false);
  const shouldRun = wantsAutoRun(location.state);
  useEffect(() => {
    if (!shouldRun || hasRun.current) return;
    hasRun.current = true;
    // Forget the request first, so Back or a reload does not run (and charge) it again.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    run();
  }, [shouldRun, run, navigate, location.pathname, location.search]);
}

/** What a run asked, as a research header holds it. */
export interface AskedRequest extends ToolLinkMarket {
  kind: ResearchKind;
  seedKeyword: string;
  resultLimit: number;
  request: Record<string, unknown>;
}

/**
 * The tool's form filled with a past run's request (re-run, refresh): the form shows what the run
 * will cost before anything is charged, and runs only when the user asks.
 */
export function rerunHref(asked: AskedRequest, paths: Partial<Record<AskedRequest['kind'], string>>): string {
  const path = paths[asked.kind] ?? '/';
  const params = new URLSearchParams(toolHref(path, asked.seedKeyword, asked).split('?')[1]);
  params.set(TOOL_QUERY_PARAMS.limit, String(asked.resultLimit));
  const depth = asked.request['depth'];
  if (asked.kind === 'related' && typeof depth === 'number') params.set(TOOL_QUERY_PARAMS.depth, String(depth));
  return `${path}?${params.toString()}`;
}

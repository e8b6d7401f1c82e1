// Texts the MCP tools answer with (decision 062): what a paid tool charged, and their refusals.
import type { RunCharge } from '../contract/tools';
import { TOOL_UNITS } from '../messages/billing';
import { formatFixed } from '../format/number';

export const MCP_UNEXPECTED = 'Something went wrong on the server; nothing was charged for a run that did not finish. Please try again.';
export const MCP_HOST_REFUSED = 'This server does not answer MCP requests for that host name.';
export const MCP_ORIGIN_REFUSED = 'MCP requests from a web page of another site are refused.';
export const MCP_KEY_REQUIRED = 'Send an API key as "Authorization: Bearer <key>" (made on the Profile page).';

/** "Charged 1 keyword research." / "Charged nothing: the answer was cached." */
export function chargedSentence(charges: readonly RunCharge[]): string {
  const spent = charges.filter((charge) => charge.units > 0);
  if (spent.length === 0) return 'Charged nothing: the answer was cached.';
  return `Charged ${spent.map((charge) => `${formatFixed(charge.units, 0)} of your ${TOOL_UNITS[charge.tool]}`).join(' and ')}.`;
}

/** The next page's hint a truncated answer carries. */
export function nextPageHint(tool: string, nextOffset: number | null): string | null {
  return nextOffset === null ? null : `Call ${tool} again with offset=${nextOffset} for the next rows.`;
}

// Texts of Search Console (issue 34 item 4): one source for the server's refusals and the page.
import { SEARCH_CONSOLE_UPLOAD_MAX_BYTES } from '../search-console/limits';
import { LOW_CTR_MIN_IMPRESSIONS, MEANINGFUL_IMPRESSIONS, STRIKING_DISTANCE_POSITIONS, type OpportunityKind } from '../search-console/opportunities';

export const SEARCH_CONSOLE_TITLE = 'Search Console';
/** Search Console's data arrives late: the page says so beside every date range. */
export const SEARCH_CONSOLE_DATA_LAG = 'Search Console data arrives 2–3 days late: the latest days are missing or still incomplete.';
export const SEARCH_CONSOLE_PROPERTY_NOT_FOUND = 'No Search Console property with this id, or not yours.';
export const SEARCH_CONSOLE_UPLOAD_TOO_LARGE = `The upload is too large: at most ${SEARCH_CONSOLE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB of CSV text.`;
export const SEARCH_CONSOLE_NO_FILE = 'Choose Queries.csv or Pages.csv from a Search Console export (or the export’s zip).';
export const SEARCH_CONSOLE_PROPERTY_INVALID = 'Give the property as a domain (example.com) or a URL prefix (https://www.example.com/).';
export const SEARCH_CONSOLE_RANGE_INVALID = 'The date range is not valid: the first day must come before the last, and the last may not be in the future.';

export function notAnExportMessage(fileName: string): string {
  return `${fileName} is not a Search Console export: its first line must name a query or page column and the Clicks, Impressions, CTR and Position columns.`;
}

export function unreadableNumberMessage(fileName: string, row: number, column: string): string {
  return `${fileName}, row ${row}: the ${column} value is not a number.`;
}

export function propertyLimitMessage(max: number): string {
  return `You can keep at most ${max} Search Console properties. Delete one to add another.`;
}

const { from: STRIKING_FROM, to: STRIKING_TO } = STRIKING_DISTANCE_POSITIONS;

/** What each opportunity view holds: the page's tab texts and the MCP tool's description (decision 062). */
export const OPPORTUNITY_ABOUT: Record<OpportunityKind, string> = {
  'striking-distance': `Queries ranking on positions ${STRIKING_FROM}–${STRIKING_TO} with at least ${MEANINGFUL_IMPRESSIONS} impressions: a little work may bring them to the top three. Most impressions first.`,
  'low-ctr': `Queries on pages one and two (${LOW_CTR_MIN_IMPRESSIONS}+ impressions) whose CTR is at most half what their position usually gets: the title and description may be the problem.`,
  untracked: 'Queries that are in none of your keyword lists, most impressions first.',
};

// Texts about the strength of a results page's top pages and the value of ranking (decision 059).
import type { StrengthMissingPart } from '../analysis/serp-strength';

/** Said where the provider could not give a part of the figures, so an empty cell is not read as zero. */
export const STRENGTH_MISSING_TEXT: Record<StrengthMissingPart, string> = {
  links: 'Domain rank, page rank, referring domains and backlinks per page need the provider’s Backlinks API, which this account does not include.',
  traffic: 'Estimated traffic and keywords per page need the provider’s Labs API, which this account does not include.',
};

/** An analysis stored before strength was read, or whose strength read failed. */
export const STRENGTH_NOT_READ = 'The strength of these pages was not read with this analysis. Run the analysis again to read it.';

export const STRENGTH_AVERAGE_NOTE = 'Without per-page links, the summary is the provider’s average over the top 10 pages.';

export const VALUE_MISSING_TEXT: Record<'traffic' | 'global', string> = {
  traffic: 'Traffic potential and parent topic need the provider’s Labs API, which this account does not include.',
  global: 'Global volume needs the provider’s clickstream data, which this account does not include.',
};

export const VALUE_EMPTY_KEYWORD = 'Please enter a keyword to value';

export const RESEARCH_NOT_FOUND_FOR_VALUE = 'No research with this id of yours.';

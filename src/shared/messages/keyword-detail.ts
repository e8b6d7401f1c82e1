// Texts of a keyword's own page (decision 067): the refusals of its reads and the longer history.
export const DETAIL_EMPTY_KEYWORD = 'Please enter a keyword to open';

export const HISTORY_EMPTY_KEYWORD = 'Please enter a keyword whose history to read';

/** Said beside the chart when the stored months are fewer than the provider's longest history. */
export const HISTORY_SHORT_NOTE = 'The research read the last 12 months. The provider keeps up to 4 years.';

export const HISTORY_NONE = 'The provider has no monthly history for this keyword in this market.';

export const DETAIL_NOTHING_STORED = 'None of your researches holds this keyword in this market yet. Its SERP and value can still be read below.';

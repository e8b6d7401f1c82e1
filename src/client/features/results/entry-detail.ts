// What a keyword's own page (decision 067) takes from the results feature: the value of ranking
// and the idea tabs of the keyword research whose seed it is.
export { RankingValue, type RankingValueProps } from './ranking-value';
export { IdeaTabNav, useIdeaTabs } from './idea-tabs';

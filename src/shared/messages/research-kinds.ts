// What each kind of research is called on the history, a share link's page and the admin's lists.
import type { ResearchKind } from '../contract/researches';

export const RESEARCH_KIND_LABELS: Record<ResearchKind, string> = {
  keywords: 'Keyword research',
  serp: 'SERP analysis',
  related: 'Related keywords',
  domain: 'Domain keywords',
  competitors: 'Competitor discovery',
  gap: 'Keyword gap',
  ideas: 'Keyword ideas tab',
};

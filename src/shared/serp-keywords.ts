// The keywords a SERP itself suggests ("SERP-derived"): Google's "People also
// ask" questions, "Related searches" and "People also search", gathered from an analysis's
// features so they can be chosen and added to a saved list. Each is normalised with the shared
// rule and kept once (the first feature that shows it names it, the others are listed too); a
// question's closing "?" (and a Spanish opening "¿") is dropped, as searchers type and keyword
// databases store them; a phrase the keyword rule refuses (too long, too many words) is left out,
// since no provider could measure it.
import { labsSeedIssue } from './keyword-rule';
import { normalizeKeyword } from './keyword-text';

/** The features whose texts are searches, in the order the screen lists them. */
export const SERP_KEYWORD_FEATURES = ['people_also_ask', 'related_searches', 'people_also_search'] as const;

export interface SerpKeyword {
  keyword: string;
  /** The labels of the features that show it, first one first. */
  from: string[];
}

interface FeatureTexts {
  type: string;
  label: string;
  details: readonly string[];
}

/** A feature's text as a keyword: normalised, its question marks at the ends dropped ("¿...?"). */
export function serpTextAsKeyword(text: string): string {
  return normalizeKeyword(text.replace(/[?？]+\s*$/u, '').replace(/^\s*¿+/u, ''));
}

export function serpKeywords(features: readonly FeatureTexts[]): SerpKeyword[] {
  const found = new Map<string, SerpKeyword>();
  for (const type of SERP_KEYWORD_FEATURES) {
    for (const feature of features.filter((each) => each.type === type)) {
      for (const text of feature.details) {
        const keyword = serpTextAsKeyword(text);
        if (labsSeedIssue(keyword) !== null) continue;
        const known = found.get(keyword);
        if (!known) found.set(keyword, { keyword, from: [feature.label] });
        else if (!known.from.includes(feature.label)) known.from.push(feature.label);
      }
    }
  }
  return [...found.values()];
}

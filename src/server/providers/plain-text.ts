// Provider text as users should read it: DataForSEO sends AI-overview answers as Markdown with
// citation markers `[[1]](https://…)` and image embeds `![…](<Base64-Image-Removed>)`. This turns
// them into plain text whose citations are numbered footnotes `[n]` pointing at the cited URLs.

import type { SerpCitation } from './types.js';

export interface PlainText {
  text: string;
  citations: SerpCitation[];
}

const IMAGE = /!\[[^\]]*\]\((?:<[^>]*>|[^)]*)\)/g;
const CITATION = /\[\[(\d+)\]\]\((<[^>]*>|[^\s)]+)\)/g;
const LINK = /\[([^\]]*)\]\((?:<[^>]*>|[^)\s]*)\)/g;

export function domainOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** Numbers sources in order of first mention; the same URL keeps its number across texts. */
export class CitationNumbers {
  private readonly byUrl = new Map<string, SerpCitation>();

  numberOf(url: string): number {
    const known = this.byUrl.get(url);
    if (known) return known.number;
    const citation = { number: this.byUrl.size + 1, url, domain: domainOf(url) };
    this.byUrl.set(url, citation);
    return citation.number;
  }

  get all(): SerpCitation[] {
    return [...this.byUrl.values()];
  }
}

/** Markdown (or plain text) -> plain text; citations land in `numbers`. */
export function toPlainText(markdown: string, numbers: CitationNumbers = new CitationNumbers()): PlainText {
  const text = markdown
    .replace(IMAGE, '')
    .replace(CITATION, (_m, _n: string, rawUrl: string) => {
      const url = rawUrl.replace(/^<|>$/g, '');
      return /^https?:\/\//i.test(url) ? ` [${numbers.numberOf(url)}]` : '';
    })
    .replace(LINK, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
    .replace(/^[ \t]{0,3}[-*+][ \t]+/gm, '• ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/(\[\d+\])(?: (\[\d+\]))+/g, (run: string) => run.replace(/ /g, ''))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, citations: numbers.all };
}

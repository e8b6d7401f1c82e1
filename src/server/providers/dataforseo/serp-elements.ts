// One reader per documented Google organic SERP element type (the provider's SDK models, e.g.
// `organic_serp_element_item`, `top_stories_element`, `people_also_ask_ai_overview_expanded_element`):
// each keeps its own kind and the fields users see. Text is plain (plain-text.ts), timestamps ISO 8601.

import { z } from 'zod';
import { CitationNumbers, domainOf, toPlainText } from '../plain-text.js';
import {
  SERP_CARD_TYPES,
  SERP_LIST_TYPES,
  type SerpCardType,
  type SerpCitation,
  type SerpEntry,
  type SerpFeature,
  type SerpLink,
  type SerpListType,
} from '../types.js';
import { finiteOrNull, lenientArray, lenientBoolean, lenientNumber, lenientString, toIsoTime } from './lenient.js';

const ratingSchema = z.object({ value: lenientNumber, votes_count: lenientNumber }).nullish().catch(null);
const priceSchema = z
  .object({ current: lenientNumber, currency: lenientString, displayed_price: lenientString })
  .nullish()
  .catch(null);

// One permissive shape for elements and their entries: each reader picks the fields its type has.
const fieldsSchema = z.object({
  type: lenientString,
  title: lenientString,
  subtitle: lenientString,
  featured_title: lenientString,
  description: lenientString,
  snippet: lenientString,
  text: lenientString,
  markdown: lenientString,
  url: lenientString,
  domain: lenientString,
  source: lenientString,
  timestamp: lenientString,
  phone: lenientString,
  is_paid: lenientBoolean,
  rating: ratingSchema,
  price: priceSchema,
  reviews_count: lenientNumber,
  // Type-specific names for the same user-visible things.
  tweet: lenientString,
  question_text: lenientString,
  answer_text: lenientString,
  alt: lenientString,
  author: lenientString,
  seller: lenientString,
  marketplace: lenientString,
  marketplace_url: lenientString,
  keyword: lenientString,
  location: lenientString,
  salary: lenientString,
  result: lenientString,
  value: lenientNumber,
  converted_value: lenientNumber,
  currency: lenientString,
  converted_currency: lenientString,
  consideration_category: lenientString,
  items: lenientArray,
  references: lenientArray,
  expanded_element: lenientArray,
  multi_carousel_snippets: lenientArray,
  mentioned_in: lenientArray,
});

type Fields = z.infer<typeof fieldsSchema>;

const EMPTY: Fields = fieldsSchema.parse({});

function fieldsOf(raw: unknown): Fields {
  const parsed = fieldsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : EMPTY;
}

function list(raw: unknown[] | null | undefined): Fields[] {
  return (raw ?? []).filter((v) => typeof v === 'object' && v !== null).map(fieldsOf);
}

function link(e: Fields): SerpLink {
  return { title: e.title, url: e.url, domain: e.domain ?? domainOf(e.url) };
}

function plain(text: string | null): string | null {
  if (text === null) return null;
  const { text: out } = toPlainText(text);
  return out === '' ? null : out;
}

function priceText(price: Fields['price']): string | null {
  if (!price) return null;
  if (price.displayed_price) return price.displayed_price;
  if (price.current === null) return null;
  return price.currency ? `${price.current} ${price.currency}` : String(price.current);
}

/** The user-visible fields of one entry, whatever its element calls them. */
function entryOf(e: Fields): SerpEntry {
  const url = e.url ?? e.marketplace_url;
  const snippetTitles = list(e.multi_carousel_snippets).map((s) => s.title).filter((t): t is string => !!t);
  const entry: SerpEntry = {
    title: e.title ?? e.question_text ?? e.keyword ?? e.alt ?? plain(e.tweet),
    url,
    domain: e.domain ?? domainOf(url),
    snippet: plain(e.description ?? e.snippet ?? e.answer_text ?? e.subtitle ?? e.text ?? e.result ?? (e.tweet && e.title ? e.tweet : null)) ?? (snippetTitles.length > 0 ? snippetTitles.join(', ') : null),
    source: e.source ?? e.seller ?? e.author ?? e.marketplace ?? e.location ?? e.consideration_category,
    timestamp: toIsoTime(e.timestamp),
    rating: finiteOrNull(e.rating?.value),
    price: priceText(e.price) ?? e.salary,
  };
  if (e.alt) entry.alt = e.alt;
  return entry;
}

function currencyTitle(e: Fields): string | null {
  if (e.value === null || e.converted_value === null) return e.title;
  return `${e.value} ${e.currency ?? ''} = ${e.converted_value} ${e.converted_currency ?? ''}`.replace(/\s+/g, ' ').trim();
}

/** An AI-written answer: its parts' Markdown as plain text with numbered citations, plus its references. */
function aiAnswer(e: Fields, numbers: CitationNumbers): { text: string | null; citations: SerpCitation[]; references: SerpLink[] } {
  const parts = list(e.items);
  // A part's Markdown can be nothing but an image embed while its `text` holds the answer (a
  // "people also ask" AI answer in the documented example): then the text is what users read.
  const partText = (p: Fields) => (p.markdown && toPlainText(p.markdown).text ? p.markdown : p.text);
  const sources = e.markdown ? [e.markdown] : parts.map(partText).filter((t): t is string => !!t);
  const text = sources.map((s) => toPlainText(s, numbers).text).filter(Boolean).join('\n\n');
  const references = [...list(e.references), ...parts.flatMap((p) => list(p.references))].map(link);
  return { text: text === '' ? null : text, citations: numbers.all, references };
}

/** Domains the user should see cited: footnotes first, then references, each once. */
function citedDomains(citations: SerpCitation[], references: SerpLink[]): string[] {
  const domains = [...citations.map((c) => c.domain), ...references.map((r) => r.domain ?? domainOf(r.url))];
  return [...new Set(domains.filter((d): d is string => !!d))];
}

function peopleAlsoAsk(rankAbsolute: number | null, e: Fields): SerpFeature {
  const questions = list(e.items)
    .filter((q) => q.title)
    .map((q) => {
      const expanded = list(q.expanded_element)[0];
      if (expanded?.type === 'people_also_ask_ai_overview_expanded_element') {
        // Its answer sits in `items` (ai_overview_element: text/markdown) with `references`; no top-level text.
        const answer = aiAnswer(expanded, new CitationNumbers());
        const source = answer.references[0] ?? { title: null, url: null, domain: null };
        return { question: q.title ?? '', answer: answer.text, citations: answer.citations, aiOverview: true, ...source };
      }
      return {
        question: q.title ?? '',
        answer: plain(expanded?.description ?? expanded?.featured_title ?? null),
        ...link(expanded ?? EMPTY),
      };
    });
  return { type: 'people_also_ask', rankAbsolute, questions };
}

function isListType(type: string): type is SerpListType {
  return (SERP_LIST_TYPES as readonly string[]).includes(type);
}

function isCardType(type: string): type is SerpCardType {
  return (SERP_CARD_TYPES as readonly string[]).includes(type);
}

export function readSerpElement(type: string, rankAbsolute: number | null, raw: unknown): SerpFeature {
  const e = fieldsOf(raw);
  switch (type) {
    case 'featured_snippet':
      return {
        type,
        rankAbsolute,
        title: e.featured_title ?? e.title,
        description: plain(e.description),
        url: e.url,
        domain: e.domain ?? domainOf(e.url),
        timestamp: toIsoTime(e.timestamp),
      };
    case 'people_also_ask':
      return peopleAlsoAsk(rankAbsolute, e);
    case 'ai_overview': {
      const answer = aiAnswer(e, new CitationNumbers());
      return { type, rankAbsolute, text: answer.text, citations: answer.citations, citedDomains: citedDomains(answer.citations, answer.references), references: answer.references };
    }
    case 'local_pack':
      return {
        type,
        rankAbsolute,
        title: e.title,
        description: e.description,
        domain: e.domain,
        url: e.url,
        phone: e.phone,
        rating: finiteOrNull(e.rating?.value),
        ratingVotes: finiteOrNull(e.rating?.votes_count),
        isPaid: e.is_paid === true,
      };
    case 'related_searches':
    case 'people_also_search': {
      // Documented as string[]; tolerate objects with a title too.
      const raws = (z.object({ items: lenientArray }).safeParse(raw).data?.items ?? []);
      const queries = raws.map((q) => (typeof q === 'string' ? q : fieldsOf(q).title)).filter((q): q is string => !!q);
      return e.title ? { type, rankAbsolute, queries, title: e.title } : { type, rankAbsolute, queries };
    }
    case 'paid':
      return { type, rankAbsolute, title: e.title, description: plain(e.description), url: e.url, domain: e.domain ?? domainOf(e.url) };
    case 'knowledge_graph':
      return { type, rankAbsolute, title: e.title, subtitle: e.subtitle, description: plain(e.description), url: e.url };
    case 'answer_box': {
      const raws = (z.object({ text: lenientArray }).safeParse(raw).data?.text ?? []);
      const text = raws.filter((t): t is string => typeof t === 'string').map((t) => plain(t) ?? '').filter(Boolean);
      const firstLink = list(z.object({ links: lenientArray }).safeParse(raw).data?.links)[0];
      const url = e.url ?? firstLink?.url ?? null;
      return { type, rankAbsolute, text, url, domain: e.domain ?? firstLink?.domain ?? domainOf(url) };
    }
    default:
      break;
  }
  if (isListType(type)) {
    const entries = list(e.items).map(entryOf);
    // math_solver: the result itself is what users read first.
    if (type === 'math_solver' && e.result) entries.unshift({ ...entryOf(EMPTY), title: e.result });
    return { type, rankAbsolute, title: e.title, url: e.url, items: entries };
  }
  if (isCardType(type)) {
    const entry = entryOf(e);
    if (type === 'currency_box') entry.title = currencyTitle(e);
    if ((type === 'google_reviews' || type === 'third_party_reviews') && e.reviews_count !== null) {
      entry.snippet ??= `${e.reviews_count} reviews`;
    }
    return { type, rankAbsolute, ...entry };
  }
  const unknown: SerpFeature = { type: 'unknown', itemType: type, rankAbsolute };
  if (e.title) unknown.title = e.title;
  return unknown;
}

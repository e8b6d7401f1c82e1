// Related keyword categories by name: the provider reports Google Ads product and
// service category ids; the bundled list (keyword-categories.json: DataForSEO Labs' full published
// category list, 3,182 entries, its source named in the file) names them. An id the list does not
// know is shown as the id itself, never dropped and never guessed.
import list from './keyword-categories.json' with { type: 'json' };

// Each entry is [code, name, parent code or null] (the file's "fields"): compact, as the browser loads it.
const NAMES: ReadonlyMap<string, string> = new Map(list.categories.map(([code, name]) => [String(code), String(name)]));

/** "10178" -> "Apparel Accessories"; an unknown id stays as given. */
export function categoryName(id: string | number): string {
  const key = String(id).trim();
  return NAMES.get(key) ?? key;
}

/** Every category of a row by name, in the provider's order, joined for a cell: "Apparel, 10004". */
export function categoryNames(ids: readonly (string | number)[] | null | undefined): string {
  return (ids ?? []).map(categoryName).join(', ');
}

// What the spelling hint needs from a dictionary engine, whichever engine reads the language's
// Hunspell files (nspell in JavaScript, or Hunspell itself compiled to WebAssembly for the
// languages nspell cannot expand): the ranking, the brand protection and the cache are the same
// for every language because they only see this interface.

export interface Speller {
  /** True when the dictionary knows `word` exactly as written (Hunspell's case rules: "London", not "london"). */
  correct(word: string): boolean;
  /** Letters tried when inserting or replacing one: the dictionary's TRY line, commonest first. */
  readonly alphabet: readonly string[];
  /** The dictionary's REP table: [typed, meant] pairs of common confusions ("ph" for "f"). */
  readonly replacementTable: ReadonlyArray<readonly [string, string]>;
  /** Frees what the engine holds outside the JavaScript heap; called when the cache drops the language. */
  dispose?(): void;
}

/** A Hunspell dictionary as the dictionary-* packages give it: the affix file and the word list. */
export interface HunspellFiles {
  aff: Uint8Array;
  dic: Uint8Array;
}

/** The candidate generator's part of an affix file, as the engines do not expose it alike. */
interface AffixHints {
  alphabet: string[];
  replacementTable: Array<[string, string]>;
}

// English letters by frequency: some dictionaries' TRY lines forget a letter (en lacks j, x and y),
// and a letter never tried is a typo never fixed. nspell appends them the same way.
const FALLBACK_LETTERS = [...'etaoinshrdlcumwfgypbvkjxqz'];

/** Reads the TRY line and the REP table of a Hunspell .aff file (`REP <count>` then that many `REP from to` lines). */
export function parseAffixHints(aff: string): AffixHints {
  const lines = aff
    .split('\n')
    .map((line) => line.trim())
    // Only a leading # makes a comment: # is a valid flag elsewhere.
    .filter((line) => line !== '' && !line.startsWith('#'));
  let tried: string[] | undefined;
  const replacementTable: Array<[string, string]> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const [type, first = ''] = (lines[i] ?? '').split(/\s+/);
    if (type === 'TRY' && tried === undefined) {
      tried = [...first].filter((c) => c.toLowerCase() === c);
      for (const letter of FALLBACK_LETTERS) if (!first.includes(letter)) tried.push(letter);
    } else if (type === 'REP') {
      const count = Number.parseInt(first, 10);
      for (let n = 0; n < count && i + 1 < lines.length; n += 1) {
        i += 1;
        const [, from, to] = (lines[i] ?? '').split(/\s+/);
        if (from !== undefined && to !== undefined) replacementTable.push([from, to]);
      }
    }
  }
  return { alphabet: tried ?? [...FALLBACK_LETTERS], replacementTable };
}

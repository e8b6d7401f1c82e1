// Candidate corrections of one misspelt word, each with the kind of typo that would turn it into
// what was typed. Only edits a searcher really makes: one letter dropped, doubled, added, swapped
// or replaced (edit distance 1), a missing accent (é typed as e, ß as ss) and the dictionary's own
// replacement table (its REP lines: common phonetic confusions). Nothing further away is offered.

export type TypoKind =
  | 'accent' // diacritics only: "nahe" for "nähe"
  | 'dropped-double' // "runing" for "running"
  | 'swap' // "hotles" for "hotels"
  | 'replacement-table' // the dictionary's REP rules
  | 'extra-double' // "shooes" for "shoes"
  | 'dropped' // "chrger" for "charger"
  | 'extra' // "chargier" for "charger"
  | 'vowel' // one vowel for another: "insurence" for "insurance"
  | 'neighbour-key' // the key next to it: "laprop" for "laptop"
  | 'replaced'; // "charher" for "charger"

export interface WordCandidate {
  word: string;
  kind: TypoKind;
}

// Letters a searcher types without their accent; a keyboard without them is the common cause.
const ACCENTED: Record<string, readonly string[]> = {
  a: ['á', 'à', 'â', 'ä', 'ã'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['í', 'î', 'ï'],
  o: ['ó', 'ô', 'ö', 'õ'],
  u: ['ú', 'ù', 'û', 'ü'],
  c: ['ç'],
  n: ['ñ'],
  е: ['ё'],
};
const VOWELS = new Set([...'aeiouyäöüéèêëáàâãíìîïóòôõúùûœæаеёиоуыэюя']);
const isVowel = (letter: string): boolean => VOWELS.has(letter);

// Searchers drop accents, often more than one: a missing accent on one or two letters counts.
function accentVariants(word: string): string[] {
  const letters = [...word];
  const out: string[] = [];
  letters.forEach((letter, i) => {
    for (const accented of ACCENTED[letter] ?? []) {
      const once = [...letters.slice(0, i), accented, ...letters.slice(i + 1)];
      out.push(once.join(''));
      letters.forEach((other, j) => {
        if (j <= i) return;
        for (const second of ACCENTED[other] ?? []) out.push([...once.slice(0, j), second, ...once.slice(j + 1)].join(''));
      });
    }
  });
  // German writes ä/ö/ü/ß as ae/oe/ue/ss when the keyboard lacks them.
  const folded = word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü').replace(/ss/g, 'ß');
  if (folded !== word) out.push(folded);
  return out;
}

/** Every candidate one typo away from `typed` (lowercase), over the language's alphabet. */
export function wordCandidates(
  typed: string,
  alphabet: readonly string[],
  replacementTable: ReadonlyArray<readonly [string, string]>,
  isNeighbourKey: (a: string, b: string) => boolean = () => false,
): WordCandidate[] {
  const out: WordCandidate[] = [];
  const letters = [...typed];
  const n = letters.length;
  const join = (parts: string[]): string => parts.join('');
  for (const word of accentVariants(typed)) out.push({ word, kind: 'accent' });
  for (let i = 0; i < n; i += 1) {
    const letter = letters[i] as string;
    const withoutIt = join([...letters.slice(0, i), ...letters.slice(i + 1)]);
    out.push({ word: withoutIt, kind: letter === letters[i - 1] || letter === letters[i + 1] ? 'extra-double' : 'extra' });
    out.push({ word: join([...letters.slice(0, i + 1), letter, ...letters.slice(i + 1)]), kind: 'dropped-double' });
    if (i + 1 < n && letters[i + 1] !== letter) {
      out.push({ word: join([...letters.slice(0, i), letters[i + 1] as string, letter, ...letters.slice(i + 2)]), kind: 'swap' });
    }
    for (const c of alphabet) {
      if (c === letter) continue;
      const kind = isVowel(c) && isVowel(letter) ? 'vowel' : isNeighbourKey(letter, c) ? 'neighbour-key' : 'replaced';
      out.push({ word: join([...letters.slice(0, i), c, ...letters.slice(i + 1)]), kind });
    }
  }
  for (let i = 0; i <= n; i += 1) {
    for (const c of alphabet) {
      if (c !== letters[i - 1]) out.push({ word: join([...letters.slice(0, i), c, ...letters.slice(i)]), kind: 'dropped' });
    }
  }
  for (const [from, to] of replacementTable) {
    if (from.length < 2 && to.length < 2) continue; // single letters are covered by 'replaced'
    let at = typed.indexOf(from);
    while (at > -1) {
      out.push({ word: typed.slice(0, at) + to.replace(/_/g, ' ') + typed.slice(at + from.length), kind: 'replacement-table' });
      at = typed.indexOf(from, at + 1);
    }
  }
  return out.filter((c) => c.word.length > 0 && c.word !== typed && !c.word.includes(' '));
}

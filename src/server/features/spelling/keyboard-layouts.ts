// Keyboard rows of each language's usual layout: a letter replaced by its neighbour on the keyboard
// ("laprop") is a likelier typo than any other letter. Rows are staggered by half a key.

import type { LanguageCode } from '../../../shared/constants/languages.js';

const QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const LAYOUTS: Partial<Record<LanguageCode, readonly string[]>> = {
  en: QWERTY,
  es: ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'],
  de: ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm'],
  fr: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
  ru: ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю'],
  pt: ['qwertyuiop', 'asdfghjklç', 'zxcvbnm'], // Brazilian ABNT2; Portugal's differs only after ç
};

type Position = readonly [row: number, column: number];

function positions(rows: readonly string[]): Map<string, Position> {
  const map = new Map<string, Position>();
  rows.forEach((row, r) => [...row].forEach((letter, c) => map.set(letter, [r, c + r * 0.5])));
  return map;
}

const POSITIONS = new Map<LanguageCode, Map<string, Position>>();

/** True when `a` and `b` sit next to each other on the language's keyboard. */
export function areNeighbourKeys(language: LanguageCode, a: string, b: string): boolean {
  const rows = LAYOUTS[language];
  if (!rows) return false;
  let map = POSITIONS.get(language);
  if (!map) {
    map = positions(rows);
    POSITIONS.set(language, map);
  }
  const pa = map.get(a);
  const pb = map.get(b);
  if (!pa || !pb || a === b) return false;
  return Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1;
}

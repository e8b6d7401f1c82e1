// How a keyword splits into words, written once for the browser's reference filter and the
// database's (keyword-filter-sql.ts): the separators are an explicit list of code points, so
// JavaScript's and PostgreSQL's regular expressions split every keyword the same way, whatever
// either side thinks a "letter" is. Letters of any script ("günstige", "кроссовки") stay whole.

// Whitespace, ASCII punctuation and the punctuation of the ten research languages' keywords.
const SEPARATOR_CODE_POINTS = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x3000, // whitespace
  0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e, 0x2f, // !"#$%&'()*+,-./
  0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f, 0x60, 0x7b, 0x7c, 0x7d, 0x7e, // :;<=>?@[\]^_`{|}~
  0xa1, 0xab, 0xbb, 0xbf, // ¡ « » ¿
  0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x201e, 0x2026, // – — ‘ ’ “ ” „ …
  0x3001, 0x3002, 0x300c, 0x300d, 0xff01, 0xff0c, 0xff1f, // 、 。 「 」 ！ ， ？
] as const;

const hex4 = (codePoint: number) => `\\u${codePoint.toString(16).padStart(4, '0')}`;

/**
 * The separators as a regular-expression bracket expression with \uXXXX escapes, a syntax both
 * JavaScript and PostgreSQL's advanced regular expressions read the same way.
 */
export const WORD_SEPARATOR_CLASS = `[${SEPARATOR_CODE_POINTS.map(hex4).join('')}]+`;

const SEPARATORS = new RegExp(WORD_SEPARATOR_CLASS, 'u');

/** Lower case, as PostgreSQL's lower() does it under a UTF-8 character type. */
export function lowerKeyword(text: string): string {
  return text.toLowerCase();
}

/** The keyword's words, lower case, in order (repeats kept; word count counts them). */
export function keywordWords(keyword: string): string[] {
  return lowerKeyword(keyword)
    .split(SEPARATORS)
    .filter((word) => word !== '');
}

/** What a user typed into a word list ("Nike, adidas  shoes") as distinct lower-case words. */
export function parseWordList(text: string): string[] {
  return [...new Set(keywordWords(text))];
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordIssue, keywordLengthIssue, labsSeedIssue, searchableQueryIssue } from './keyword-rule';
import { KEYWORD_CONTROL_CHARS, KEYWORD_FORMULA_LIKE, KEYWORD_NO_LETTERS, LABS_KEYWORD_TOO_LONG, LABS_KEYWORD_TOO_MANY_WORDS } from './messages/validation';
import { keywordSchema, labsSeedSchema } from './validation';

// Any code point, lone surrogates and controls included (fast-check's own 'binary' unit takes
// seconds to start); ASCII half the time, so signs and letters meet often.
const anyText = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0x10ffff })), { maxLength: 12 })
  .map((points) => points.map((point) => (point < 0x10000 ? String.fromCharCode(point) : String.fromCodePoint(point))).join(''));

describe('keywordLengthIssue', () => {
  it('names the rule that fails', () => {
    expect(keywordLengthIssue(' a ')).toBe('Please enter a keyword with at least 2 characters.');
    expect(keywordLengthIssue('x'.repeat(201))).toBe('Please enter a keyword with at most 200 characters.');
    expect(keywordLengthIssue('  seo  ')).toBeNull();
  });

  it('agrees with the server schema on every input (with the searchable-query rule)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 230 }), anyText), (keyword) => {
        const parsed = keywordSchema.safeParse(keyword);
        const issue = keywordIssue(keyword);
        expect(issue === null).toBe(parsed.success);
        if (!parsed.success) expect(issue).toBe(parsed.error.issues[0]?.message);
      }),
    );
  });
});

describe('labsSeedIssue (DataForSEO Labs: 80 characters, 10 words)', () => {
  const word = fc.stringMatching(/^[a-z0-9éü]{1,12}$/);
  // Spaces only: a tab is a control character, which the server's schema has always refused in a seed.
  const spaces = fc.stringMatching(/^ {1,3}$/);

  it('names the limit that fails', () => {
    expect(labsSeedIssue('a'.repeat(81))).toBe(LABS_KEYWORD_TOO_LONG);
    expect(labsSeedIssue('a'.repeat(80))).toBeNull();
    expect(labsSeedIssue(Array(11).fill('ab').join(' '))).toBe(LABS_KEYWORD_TOO_MANY_WORDS);
    expect(labsSeedIssue(Array(10).fill('ab').join(' '))).toBeNull();
    // Spacing the provider never sees does not count.
    expect(labsSeedIssue(`  ${Array(10).fill('ab').join('    ')}  `)).toBeNull();
    expect(labsSeedIssue('x')).toBe('Please enter a keyword with at least 2 characters.');
  });

  it('accepts every seed of 1 to 10 words and at most 80 characters, however it is spaced', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 10 }), spaces, (words, gap) => {
        const sent = words.join(' ');
        fc.pre(sent.length >= 2 && [...sent].length <= 80);
        expect(labsSeedIssue(` ${words.join(gap)} `)).toBeNull();
      }),
    );
  });

  it('refuses every seed of more than 10 words, and every seed longer than 80 characters', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 11, maxLength: 20 }), (words) => {
        const issue = labsSeedIssue(words.join(' '));
        expect([LABS_KEYWORD_TOO_MANY_WORDS, LABS_KEYWORD_TOO_LONG, 'Please enter a keyword with at most 200 characters.']).toContain(issue);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 81, maxLength: 200 }).filter((s) => [...s.trim().replace(/\s+/g, ' ')].length > 80 && s.trim().length <= 200), (keyword) => {
        expect(labsSeedIssue(keyword)).toBe(LABS_KEYWORD_TOO_LONG);
      }),
    );
  });

  it('agrees with the server schema on every input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 230 }), fc.array(word, { maxLength: 14 }).map((w) => w.join(' '))), (keyword) => {
        const parsed = labsSeedSchema.safeParse(keyword);
        const issue = labsSeedIssue(keyword);
        expect(issue === null).toBe(parsed.success);
        if (!parsed.success) expect(issue).toBe(parsed.error.issues[0]?.message);
      }),
    );
  });
});

describe('searchableQueryIssue: what no search engine takes as a query is refused before it costs', () => {
  it('refuses spreadsheet formulas, control characters and text without a letter or digit', () => {
    for (const formula of ['=HYPERLINK("http://x.test","click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3+cmd', '=1+1', "-cmd|' /C calc'!A0"]) {
      expect(searchableQueryIssue(formula)).toBe(KEYWORD_FORMULA_LIKE);
      expect(labsSeedIssue(formula)).toBe(KEYWORD_FORMULA_LIKE);
    }
    for (const noLetters of ['🏃‍♂️👟', '!!!', '✨ ✨', '——', '???']) {
      expect(searchableQueryIssue(noLetters)).toBe(KEYWORD_NO_LETTERS);
      expect(keywordIssue(noLetters)).toBe(KEYWORD_NO_LETTERS);
    }
    expect(searchableQueryIssue('seo\u0000tools')).toBe(KEYWORD_CONTROL_CHARS);
    expect(searchableQueryIssue('seo\u0085tools')).toBe(KEYWORD_CONTROL_CHARS);
  });

  it('takes real queries in every script, signs and operators included', () => {
    for (const query of ['c++ tutorial', '5 * 3', 'ä ö ü', '東京 ラーメン', '-5 celsius to fahrenheit', '+44 phone code', 'c# vs java', 'what is 2+2', '@home furniture', 'नमस्ते दुनिया', 'ราคา รองเท้า', '€ to $ 100', 'running shoes 👟']) {
      expect(searchableQueryIssue(query)).toBeNull();
      expect(labsSeedIssue(query)).toBeNull();
      expect(keywordSchema.safeParse(query).success).toBe(true);
      expect(labsSeedSchema.safeParse(query).success).toBe(true);
    }
  });

  it('a Labs seed says its length before it says it is a formula, on both sides', () => {
    const long = `=${'a'.repeat(90)}`;
    expect(labsSeedIssue(long)).toBe(LABS_KEYWORD_TOO_LONG);
    expect(labsSeedSchema.safeParse(long).error?.issues[0]?.message).toBe(LABS_KEYWORD_TOO_LONG);
    expect(labsSeedSchema.safeParse('=1+1').error?.issues[0]?.message).toBe(KEYWORD_FORMULA_LIKE);
  });
});

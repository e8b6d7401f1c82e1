import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/languages';
import { LOCATIONS } from '../constants/locations';
import { RESEARCH_LIMIT_OPTIONS } from '../constants/limits';
import { firstIssueMessage } from '../validation';
import { INVALID_RESEARCH_LIMIT, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../messages/research';
import { isResearchLimit, researchRequestSchema } from './research-request';
import { spellingQuerySchema } from './spelling';

const valid = { keyword: 'seo tools', languageCode: 'en', locationCode: 2840, limit: 100 };

function messageOf(input: unknown): string | null {
  const parsed = researchRequestSchema.safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe('researchRequestSchema', () => {
  it('accepts a valid request and trims the keyword', () => {
    expect(researchRequestSchema.parse({ ...valid, keyword: '  seo tools  ' })).toEqual(valid);
  });

  it('accepts every offered language, location and limit', () => {
    for (const { code } of LANGUAGES) expect(messageOf({ ...valid, languageCode: code })).toBeNull();
    for (const { code } of LOCATIONS) expect(messageOf({ ...valid, locationCode: code })).toBeNull();
    for (const limit of RESEARCH_LIMIT_OPTIONS) expect(messageOf({ ...valid, limit })).toBeNull();
  });

  it('answers the shared message for short, long and missing keywords', () => {
    expect(messageOf({ ...valid, keyword: ' a ' })).toBe('Please enter a keyword with at least 2 characters.');
    expect(messageOf({ ...valid, keyword: 'x'.repeat(201) })).toBe('Please enter a keyword with at most 200 characters.');
    expect(messageOf({ ...valid, keyword: undefined })).toBe('Please enter a keyword with at least 2 characters.');
    expect(messageOf({ ...valid, keyword: 42 })).toBe('Please enter a keyword with at least 2 characters.');
  });

  it('refuses unknown languages, locations and limits with a clear message', () => {
    expect(messageOf({ ...valid, languageCode: 'xx' })).toBe(UNKNOWN_LANGUAGE);
    expect(messageOf({ ...valid, languageCode: undefined })).toBe(UNKNOWN_LANGUAGE);
    expect(messageOf({ ...valid, locationCode: 9999 })).toBe(UNKNOWN_LOCATION);
    expect(messageOf({ ...valid, locationCode: '2840' })).toBe(UNKNOWN_LOCATION);
    expect(messageOf({ ...valid, limit: 99 })).toBe(INVALID_RESEARCH_LIMIT);
    expect(messageOf({ ...valid, limit: '100' })).toBe(INVALID_RESEARCH_LIMIT);
  });

  it('accepts a limit only when it is offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5000 }), (limit) => {
        expect(isResearchLimit(limit)).toBe((RESEARCH_LIMIT_OPTIONS as readonly number[]).includes(limit));
      }),
    );
  });
});

describe('spelling contract', () => {
  it('reads the query leniently: missing text is empty, max is at most 1', () => {
    expect(spellingQuerySchema.parse({})).toEqual({ s: '', max: 1, lang: 'en' });
    expect(spellingQuerySchema.parse({ s: 'seo', max: '5' })).toEqual({ s: 'seo', max: 1, lang: 'en' });
    expect(spellingQuerySchema.parse({ s: 'seo', max: '0' })).toEqual({ s: 'seo', max: 0, lang: 'en' });
  });

  it('takes one of the shared language codes and refuses any other', () => {
    expect(spellingQuerySchema.parse({ s: 'laufschue', lang: 'de' }).lang).toBe('de');
    expect(spellingQuerySchema.safeParse({ s: 'seo', lang: 'xx' }).success).toBe(false);
    expect(spellingQuerySchema.safeParse({ s: 'seo', lang: '' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { RELATED_EMPTY_KEYWORD, RELATED_INVALID_DEPTH, RELATED_INVALID_OFFSET } from '../messages/related';
import { relatedRequestSchema } from './related-request';

const base = { keyword: 'seo', languageCode: 'en', locationCode: 2840 };

describe('relatedRequestSchema', () => {
  it('fills the defaults: limit 100, depth 1, offset 0', () => {
    expect(relatedRequestSchema.parse({ ...base, keyword: '  seo tools ' })).toEqual({ ...base, keyword: 'seo tools', limit: 100, depth: 1, offset: 0 });
  });

  it.each([
    [{ depth: 5 }, RELATED_INVALID_DEPTH],
    [{ depth: -1 }, RELATED_INVALID_DEPTH],
    [{ depth: '2' }, RELATED_INVALID_DEPTH],
    [{ offset: -3 }, RELATED_INVALID_OFFSET],
    [{ keyword: ' ' }, RELATED_EMPTY_KEYWORD],
  ])('refuses %j', (change, message) => {
    const parsed = relatedRequestSchema.safeParse({ ...base, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts every depth from 0 to 4 and a research id', () => {
    for (const depth of [0, 1, 2, 3, 4]) expect(relatedRequestSchema.parse({ ...base, depth }).depth).toBe(depth);
    const id = '7f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    expect(relatedRequestSchema.parse({ ...base, offset: 100, researchId: id }).researchId).toBe(id);
  });
});

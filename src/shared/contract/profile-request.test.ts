import { describe, expect, it } from 'vitest';
import { PROFILE_FIELDS_REFUSED } from '../messages/profile';
import { DISPLAY_NAME_INVALID_CHARS, DISPLAY_NAME_TOO_LONG, DISPLAY_NAME_TOO_SHORT } from '../messages/validation';
import { updateProfileSchema } from './profile-request';

const firstMessage = (value: unknown) => {
  const parsed = updateProfileSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('updateProfileSchema', () => {
  it('trims and accepts a valid display name', () => {
    expect(updateProfileSchema.parse({ displayName: '  Ada Lovelace ' })).toEqual({ displayName: 'Ada Lovelace' });
  });

  it('gives the shared messages', () => {
    expect(firstMessage({ displayName: 'A' })).toBe(DISPLAY_NAME_TOO_SHORT);
    expect(firstMessage({ displayName: 'A'.repeat(51) })).toBe(DISPLAY_NAME_TOO_LONG);
    expect(firstMessage({ displayName: 'Ada!' })).toBe(DISPLAY_NAME_INVALID_CHARS);
    expect(firstMessage({})).toBe(DISPLAY_NAME_TOO_SHORT);
  });

  it('refuses any other field', () => {
    expect(firstMessage({ displayName: 'Ada', tier: 'enterprise' })).toBe(PROFILE_FIELDS_REFUSED);
    expect(firstMessage({ displayName: 'Ada', email: 'x@y.z' })).toBe(PROFILE_FIELDS_REFUSED);
  });
});

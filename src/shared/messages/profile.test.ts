import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../constants/limits';
import { AVATAR_INVALID_TYPE, AVATAR_TOO_LARGE, checkAvatarFile } from './profile';

describe('checkAvatarFile', () => {
  it('accepts the four image types up to exactly 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses one byte more than 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(AVATAR_TOO_LARGE);
  });

  it('refuses other types, SVG included', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe(AVATAR_INVALID_TYPE);
    expect(checkAvatarFile({ type: 'text/html', size: 10 })).toBe(AVATAR_INVALID_TYPE);
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe(AVATAR_INVALID_TYPE);
  });

  it('leaves a file with no declared type (a JPEG without extension) to the server, which reads the content', () => {
    expect(checkAvatarFile({ type: '', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'application/octet-stream', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpg', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'IMAGE/JPEG', size: 10 })).toBeNull();
    // The size is still checked whatever the type says.
    expect(checkAvatarFile({ type: '', size: AVATAR_MAX_BYTES + 1 })).toBe(AVATAR_TOO_LARGE);
  });

  it('keeps the wording the screen shows', () => {
    expect(AVATAR_INVALID_TYPE).toBe('Invalid file type: Please upload a JPEG, PNG, WEBP, or GIF image');
    expect(AVATAR_TOO_LARGE).toBe('File too large: Image must be less than 2MB');
  });
});

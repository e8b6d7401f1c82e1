// User-facing texts of the Profile screen and the avatar rule the
// browser checks for comfort and the server checks for real (by content, not by name).
import { AVATAR_MAX_BYTES, AVATAR_MAX_INPUT_PIXELS } from '../constants/limits';

export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

export function isAvatarMimeType(value: string): value is AvatarMimeType {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(value);
}

export const AVATAR_INVALID_TYPE = 'Invalid file type: Please upload a JPEG, PNG, WEBP, or GIF image';
export const AVATAR_TOO_LARGE = 'File too large: Image must be less than 2MB';
export const AVATAR_TOO_MANY_PIXELS = `Image too large: Please upload an image of at most ${AVATAR_MAX_INPUT_PIXELS / 1_000_000} megapixels`;
export const AVATAR_MISSING = 'Please choose an image to upload.';

// Declared types that say nothing about the content: a file without an extension (or with one the
// system does not know) arrives with "" or the generic binary type, though it may be a valid JPEG.
// The browser then lets the server decide, which reads the content anyway.
const UNDECLARED_TYPES: readonly string[] = ['', 'application/octet-stream'];
// Older or vendor spellings of accepted types that some systems still declare.
const AVATAR_MIME_ALIASES: readonly string[] = ['image/jpg', 'image/pjpeg', 'image/x-png'];

/**
 * The browser's quick check of a chosen file: the avatar message, or null when it may be sent.
 * Only a declared type that is known and not an accepted image is refused here (SVG, HTML, PDF ...);
 * an empty or generic one goes to the server, which sniffs the bytes and answers the same message.
 */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  const type = file.type.trim().toLowerCase();
  const mayBeImage = isAvatarMimeType(type) || AVATAR_MIME_ALIASES.includes(type) || UNDECLARED_TYPES.includes(type);
  if (!mayBeImage) return AVATAR_INVALID_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}

export const PROFILE_TOASTS = {
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload avatar',
  avatarUpdatedTitle: 'Avatar updated',
  avatarUpdated: 'Your profile picture has been updated successfully',
  updateFailedTitle: 'Update failed',
  updateFailed: 'Failed to update profile',
  profileUpdatedTitle: 'Profile updated',
  profileUpdated: 'Your profile has been updated successfully',
} as const;

export const EMAIL_CANNOT_BE_CHANGED = 'Email cannot be changed';
export const NO_RESEARCH_HISTORY = 'No research history yet';
export const START_FIRST_RESEARCH = 'Start Your First Research';
/** PATCH /api/profile accepts the display name only; tier, roles, usage and e-mail are not the user's to set. */
export const PROFILE_FIELDS_REFUSED = 'Only the display name can be changed here.';

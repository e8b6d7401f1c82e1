// Turns an uploaded file into the stored avatar: the type is read from the content (never from the
// name or the declared type), the size and pixel count are bounded before decoding, and the image
// is re-encoded as a square WEBP without any of the original's metadata (EXIF, GPS, ICC...).
import { AVATAR_MAX_BYTES, AVATAR_MAX_INPUT_PIXELS, AVATAR_OUTPUT_SIZE } from '../../../shared/constants/limits.js';
import { AVATAR_INVALID_TYPE, AVATAR_MISSING, AVATAR_TOO_LARGE, AVATAR_TOO_MANY_PIXELS } from '../../../shared/messages/profile.js';
import { InvalidInputError } from '../../domain/errors.js';

// What file-type reports for the four accepted formats (an animated PNG is still a PNG).
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/gif']);

const refusal = (message: string, code: string) => new InvalidInputError(message, undefined, { code });
const invalidType = () => refusal(AVATAR_INVALID_TYPE, 'AVATAR_INVALID_TYPE');
export const tooLarge = () => refusal(AVATAR_TOO_LARGE, 'AVATAR_TOO_LARGE');
export const avatarMissing = () => refusal(AVATAR_MISSING, 'AVATAR_MISSING');
const tooManyPixels = () => refusal(AVATAR_TOO_MANY_PIXELS, 'AVATAR_TOO_MANY_PIXELS');

// Loaded on the first upload, not at start: sharp brings libvips (a native library of its own)
// into the process, and most servers never see an upload between two restarts.
const importImageLibraries = () => Promise.all([import('file-type'), import('sharp')]);
let imageLibraries: ReturnType<typeof importImageLibraries> | undefined;
const loadImageLibraries = () => (imageLibraries ??= importImageLibraries());

export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw tooLarge();
  const [{ fileTypeFromBuffer }, { default: sharp }] = await loadImageLibraries();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw invalidType();

  // limitInputPixels makes sharp refuse from the header (metadata() included), so a tiny file
  // claiming 100k x 100k pixels is never decoded.
  const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  try {
    const { width, height } = await image.metadata();
    if (!width || !height) throw invalidType();
    return await image
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw toUploadError(error);
  }
}

function toUploadError(error: unknown): InvalidInputError {
  if (error instanceof InvalidInputError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  return invalidType();
}

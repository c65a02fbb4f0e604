import sharp from 'sharp';
import { FEEDBACK_LIMITS, FEEDBACK_REFUSALS, type PhotoUpload } from '../../../contract/calls/feedback';
import { REJECTED_RCODE } from '../../../contract/envelope';
import { CallError } from '../../calls/call-error';

/** The longest side a stored photo keeps: enough to read a boarding pass or a torn suitcase tag. */
const STORED_MAX_SIDE = 1600;
/** A small file may still unpack into a huge bitmap; beyond this many pixels it is refused, not decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PreparedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The formats a phone or camera gives, told apart by their first bytes (the name and the declared type lie easily). */
function isImageSignature(bytes: Buffer): boolean {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  const jpeg = startsWith([0xff, 0xd8, 0xff]);
  const png = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const webp = startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8);
  return jpeg || png || webp;
}

/**
 * Checks one upload and re-encodes it: turned upright, at most 1600 px, JPEG, without its metadata (a phone
 * photo's EXIF can hold where it was taken). A file that is not a JPEG, PNG or WebP, or does not decode, is refused.
 */
export async function preparePhoto(upload: Required<PhotoUpload>, index: number): Promise<PreparedPhoto> {
  const bytes = Buffer.from(upload.data, 'base64');
  const position = { position: index + 1 };
  if (bytes.length > FEEDBACK_LIMITS.maxPhotoBytes)
    throw new CallError(REJECTED_RCODE, 'feedback.errors.photoTooLarge', position);
  if (!isImageSignature(bytes))
    throw new CallError(FEEDBACK_REFUSALS.notAnImage, 'feedback.refusals.notAnImage', position);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new CallError(FEEDBACK_REFUSALS.notAnImage, 'feedback.refusals.notAnImage', position);
  }
}

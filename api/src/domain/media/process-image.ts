import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../errors.ts';
import { imageTooLarge, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, VARIANT_SIZES } from './limits.ts';

/** Formats we decode. SVG (may carry script), PDF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const ACCEPTED_TEXT = 'JPEG, PNG, WebP, GIF or AVIF';

export interface ProcessedImage {
  /** Re-encoded WebP files, without any metadata of the original. */
  full: Buffer;
  card: Buffer;
  thumb: Buffer;
  /** Size of the full variant. */
  width: number;
  height: number;
}

/** An uploaded file as both transports hand it over (a WHATWG File). */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A display name for messages and the record: no path, no control characters, bounded. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'image';
}

/**
 * Checks that `bytes` really are one image of an accepted format and makes the stored variants.
 * The content decides, never the name or the declared type: the whole image is decoded (a
 * truncated or damaged file fails), bytes after the image's end marker or embedded markup (a
 * polyglot) are refused, and the canvas size is checked from the header before decoding.
 * Everything stored is re-encoded WebP: EXIF, GPS and other metadata are dropped, and the
 * EXIF orientation is applied first so the picture stays upright.
 */
export async function processImage(name: string, bytes: Buffer): Promise<ProcessedImage> {
  const label = `"${name}"`;
  if (bytes.length === 0) throw new ValidationError(`${label} is empty.`, 'files');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ValidationError(imageTooLarge(name), 'files');

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw refusal(label, error);
  }
  if (metadata.format === 'svg') throw new ValidationError(`${label}: SVG images are not accepted. Please upload a ${ACCEPTED_TEXT} image.`, 'files');
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ValidationError(`${label} is not a ${ACCEPTED_TEXT} image.`, 'files');
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ValidationError(`${label} has too many pixels (at most 50 megapixels).`, 'files');
  }
  if (hasTrailingData(metadata.format, bytes) || containsMarkup(bytes)) {
    throw new ValidationError(`${label} contains data besides the image and was refused.`, 'files');
  }

  try {
    // failOn 'warning': a truncated JPEG only warns in libjpeg; we want it refused.
    const full = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize(VARIANT_SIZES.full, VARIANT_SIZES.full, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const smaller = (size: number) =>
      sharp(full.data).resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    const [card, thumb] = await Promise.all([smaller(VARIANT_SIZES.card), smaller(VARIANT_SIZES.thumb)]);
    return { full: full.data, card, thumb, width: full.info.width, height: full.info.height };
  } catch (error) {
    throw refusal(label, error);
  }
}

function refusal(label: string, error: unknown): ValidationError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new ValidationError(`${label} has too many pixels (at most 50 megapixels).`, 'files');
  if (/unsupported image format/i.test(message)) return new ValidationError(`${label} is not a ${ACCEPTED_TEXT} image.`, 'files');
  return new ValidationError(`${label} is damaged or incomplete and could not be read as an image.`, 'files');
}

/** Bytes after the format's end marker are where polyglots (image + HTML, ZIP, script) hide. */
function hasTrailingData(format: string, bytes: Buffer): boolean {
  const tail = trimTrailingPadding(bytes);
  switch (format) {
    case 'png': {
      // The IEND chunk: length 0, type "IEND", CRC AE 42 60 82 — the last 12 bytes.
      return !tail.subarray(tail.length - 8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
    }
    case 'jpeg':
      return !(tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9);
    case 'gif':
      return tail[tail.length - 1] !== 0x3b;
    case 'webp':
      // RIFF size field: the whole file is 8 + size bytes (rounded up to even).
      return bytes.length > 8 + bytes.readUInt32LE(4) + 1;
    default:
      return false;
  }
}

/** Some encoders pad files with zero bytes; that is not hidden content. */
function trimTrailingPadding(bytes: Buffer): Buffer {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return bytes.subarray(0, end);
}

/** HTML or script inside an image file (for example in a comment chunk) is never legitimate. */
function containsMarkup(bytes: Buffer): boolean {
  return /<(script|html|body|iframe|svg|\?php)[\s>]/i.test(bytes.toString('latin1'));
}

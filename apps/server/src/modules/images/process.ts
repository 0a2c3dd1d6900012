/**
 * What an upload really is, and its stored sizes (issue 12, decision 257). The file's name and declared type
 * are not trusted: the first bytes must be a JPEG, PNG or WebP signature AND sharp (libvips) must decode the
 * whole image as that same format within the size limits. Every size is re-encoded as WebP from the decoded
 * pixels, which also drops whatever else the file carried (EXIF with GPS positions, comments, scripts).
 */
import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  IMAGE_VARIANTS,
  type ImageVariantName,
} from '@dasturxon/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors/app-error.ts';

type Format = 'jpeg' | 'png' | 'webp';

/** The format the first bytes announce, or null (text renamed .jpg, SVG, GIF, PDF, ...). */
export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ProcessedVariant {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Hex digest of the main size's bytes: the stored name (same picture, same name). */
  hash: string;
  variants: Record<ImageVariantName, ProcessedVariant>;
}

const notSupported = () => new AppError('VALIDATION_FAILED', 422, 'imageNotSupported');
const unreadable = (cause: unknown) => new AppError('VALIDATION_FAILED', 422, 'imageUnreadable', { cause });
const badSize = () =>
  new AppError('VALIDATION_FAILED', 422, 'imageDimensions', {
    params: { min: IMAGE_MIN_SIDE, max: IMAGE_MAX_SIDE },
  });

// Decoding stops at the first error (a truncated or damaged file is refused, not half shown); the pixel limit
// is checked from the header before any pixel is decoded.
const INPUT = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS } as const;

async function encode(input: Buffer, box: number, quality: number): Promise<ProcessedVariant> {
  const { data, info } = await sharp(input, INPUT)
    .rotate() // EXIF orientation applied, so a phone photo is not sideways once the metadata is gone
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffFormat(bytes);
  if (!format) throw notSupported();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (meta.format !== format) throw notSupported();
  const { width, height } = meta;
  if (
    !width ||
    !height ||
    Math.min(width, height) < IMAGE_MIN_SIDE ||
    Math.max(width, height) > IMAGE_MAX_SIDE ||
    width * height > IMAGE_MAX_PIXELS
  ) {
    throw badSize();
  }
  let main: ProcessedVariant;
  try {
    main = await encode(bytes, IMAGE_VARIANTS.main.box, 85);
  } catch (error) {
    throw unreadable(error);
  }
  // The smaller sizes from the main one: a fraction of the pixels to decode again.
  const [thumb, small] = await Promise.all([
    encode(main.bytes, IMAGE_VARIANTS.thumb.box, 82),
    encode(main.bytes, IMAGE_VARIANTS.small.box, 80),
  ]);
  const hash = createHash('sha256').update(main.bytes).digest('hex').slice(0, 32);
  return { hash, variants: { main, thumb, small } };
}

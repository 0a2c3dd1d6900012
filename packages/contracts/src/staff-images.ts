/**
 * Image upload on the staff API (issue 12, decision 257): an ADMIN sends one JPEG, PNG or WebP file as the raw
 * request body; the server checks what it really is, re-encodes it as WebP and stores the main image with its
 * variants. The answer's `path` is what an image field of a product, category, logo or favicon takes.
 */
import { z } from 'zod';

/** Largest accepted upload (the request body). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest and largest accepted width or height in pixels, and the largest pixel count (width x height). */
export const IMAGE_MIN_SIDE = 16;
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The content types an upload may declare (the content itself is checked too). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * Stored sizes (every one WebP, fitted inside the box, never enlarged, never cropped):
 * - `main`: the image itself (its `path`), at most 1600x1600;
 * - `thumb`: the spec's 480x480, what lists and cards show (`<path without .webp>-480.webp`);
 * - `small`: 160x160 for previews in the console and small rows (`-160.webp`).
 */
export const IMAGE_VARIANTS = {
  main: { box: 1600, suffix: '' },
  thumb: { box: 480, suffix: '-480' },
  small: { box: 160, suffix: '-160' },
} as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANTS;

/** The path of a variant of an uploaded image (`images/uploads/.../abc.webp` -> `.../abc-480.webp`). */
export function imageVariantPath(path: string, variant: ImageVariantName): string {
  return path.replace(/\.webp$/, `${IMAGE_VARIANTS[variant].suffix}.webp`);
}

export const StoredImageSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

export const UploadedImageSchema = z.object({
  /** Relative path to put in an image field: `images/uploads/<merchant>/<content hash>.webp`. */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.object({ main: StoredImageSchema, thumb: StoredImageSchema, small: StoredImageSchema }),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/**
 * Image URLs of spec §7: the database keeps paths relative to the image host (`images/menu/plov.svg`), the
 * storefront turns them into URLs against the configured CDN base, or against its own origin when there is none.
 */

/** Shown wherever an image is missing (empty path, null). Served by our own server at /images/placeholder.svg. */
export const PLACEHOLDER_IMAGE = 'images/placeholder.svg';

/** Size, quality and format the resize proxy is asked for in lists and cards. */
export const THUMB_SIZE = '480x480';
export const THUMB_QUALITY = 100;
export const THUMB_FORMAT = 'webp';

export type ImageVariant = 'original' | 'thumb';

export interface ImageUrlOptions {
  /** CDN origin, e.g. `https://cdn.example.uz`; empty when images are served by our own server. */
  cdnBase: string;
  variant?: ImageVariant;
}

/** An image uploaded through the console: `images/uploads/<merchant>/<hash>.webp` (contracts staff-images). */
const UPLOADED = /^images\/uploads\/[^/]+\/[0-9a-f]{32}\.webp$/;

// Already a URL: http(s), protocol-relative, or inline data the browser can show as is.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The URL to put in `src` for an image path.
 * - missing or blank -> the placeholder (never resized: it is a tiny SVG);
 * - a full URL -> unchanged (images hosted elsewhere cannot go through our resize proxy);
 * - a relative path -> `${cdnBase}/${path}`, or `/${path}` without a CDN; slashes are joined without doubling;
 * - `thumb` with a CDN -> the resize proxy `${cdnBase}/resize/480x480/100/webp/${path}`; without a CDN there is
 *   no proxy: an image uploaded through the console gets its stored 480 size (`-480.webp`), others the original.
 */
export function imageUrl(path: string | null | undefined, opts: ImageUrlOptions): string {
  const trimmed = path?.trim() ?? '';
  if (ABSOLUTE.test(trimmed)) return trimmed;
  const isPlaceholder = trimmed.replace(/^\/+/, '') === '';
  const relative = isPlaceholder ? PLACEHOLDER_IMAGE : trimmed.replace(/^\/+/, '');
  const base = opts.cdnBase.trim().replace(/\/+$/, '');
  if (base === '') {
    // Our own uploads keep a 480 size beside the original (decision 257): lists get it without a proxy.
    if (opts.variant === 'thumb' && UPLOADED.test(relative))
      return `/${relative.replace(/\.webp$/, '-480.webp')}`;
    return `/${relative}`;
  }
  if (opts.variant === 'thumb' && !isPlaceholder) {
    return `${base}/resize/${THUMB_SIZE}/${THUMB_QUALITY}/${THUMB_FORMAT}/${relative}`;
  }
  return `${base}/${relative}`;
}

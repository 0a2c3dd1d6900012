/**
 * Where uploaded images live (issue 12, decision 257): one small interface, so an object store (S3, R2, MinIO)
 * can take the filesystem's place later without touching the upload or the serving route.
 *
 * Keys are relative paths under `uploads/` (`uploads/<merchant id>/<hash>-480.webp`); the image fields of the
 * database hold them with the `images/` prefix the /images route serves them under. `isUploadKey` is the only
 * way a key reaches the filesystem, so no `..` or absolute path can.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface ImageStore {
  /** Stores the bytes under `key` (replacing what was there: keys name their content, so it is the same). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Removes `key`; a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** `uploads/<uuid>/<32 hex>[-<digits>].webp`: the only keys an upload writes and the /images route reads. */
const UPLOAD_KEY =
  /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{32}(?:-\d{2,4})?\.webp$/;

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

function checkedKey(key: string): string {
  if (!isUploadKey(key)) throw new Error(`Not an image key: ${key}`);
  return key;
}

/** Files under `root` (default `<DATA_DIR>/images`): `root/uploads/<merchant>/<hash>.webp`. */
export function createFsImageStore(root: string): ImageStore {
  const file = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      const bytes = await readFile(file(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
      return bytes ? { bytes, contentType: 'image/webp' } : null;
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** In memory, for tests and tools. */
export function createMemoryImageStore(): ImageStore & { keys(): string[] } {
  const items = new Map<string, { bytes: Buffer; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      items.set(checkedKey(key), { bytes, contentType });
    },
    async get(key) {
      return items.get(key) ?? null;
    },
    async delete(key) {
      items.delete(key);
    },
    keys: () => [...items.keys()],
  };
}

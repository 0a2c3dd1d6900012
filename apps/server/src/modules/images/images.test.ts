/**
 * Image upload through the API (decision 257): who may upload, what is refused (a text file renamed .jpg, a
 * file over the limit, absurd dimensions, a damaged image), the stored sizes, and serving them from /images.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { IMAGE_MAX_BYTES, type StaffRole, UploadedImageSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createMerchant } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { createFsImageStore } from './image-store.ts';
import { sniffFormat } from './process.ts';

const URL_ = '/api/staff/v1/admin/images';

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

describe('sniffFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#c00' } });
    expect(sniffFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe.each(databases())('image upload on %s', (kind) => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dx-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const t = useTestApp(kind, () => ({ imageStore: createFsImageStore(dir) }));

  async function staffOf(role: StaffRole = 'ADMIN') {
    const merchant = await createMerchant(t.db);
    const member = await createStaff(t.db, { merchantId: merchant.id, role });
    return { merchant: merchant.id, token: await createStaffSession(t.db, member) };
  }

  const upload = (who: { merchant: string; token?: string }, bytes: Buffer | string, type = 'image/png') =>
    t.call('POST', URL_, {
      merchant: who.merchant,
      ...(who.token ? { token: who.token } : {}),
      payload: bytes,
      headers: { 'content-type': type },
      lang: 'eng',
    });

  it('stores a PNG as WebP in three sizes and serves each from /images with a long cache', async () => {
    const admin = await staffOf();
    const res = await upload(admin, await png(800, 600));
    expect(res.statusCode).toBe(201);
    const image = UploadedImageSchema.parse(res.json());
    expect(image.path).toMatch(new RegExp(`^images/uploads/${admin.merchant}/[0-9a-f]{32}\\.webp$`));
    expect([image.width, image.height]).toEqual([800, 600]);
    const sizes = Object.values(image.variants).map((v) => [v.width, v.height]);
    expect(sizes).toEqual([
      [800, 600],
      [480, 360],
      [160, 120],
    ]);
    expect(image.variants.thumb.path).toBe(image.path.replace('.webp', '-480.webp'));

    for (const variant of Object.values(image.variants)) {
      const served = await t.get(`/${variant.path}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      const again = await t.get(`/${variant.path}`, {
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }

    // The same picture again: the same path. The upload is in the audit log.
    const twice = UploadedImageSchema.parse((await upload(admin, await png(800, 600))).json());
    expect(twice.path).toBe(image.path);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, admin.merchant));
    expect(audit.map((a) => [a.entity, a.action, a.entityId])).toContainEqual([
      'image',
      'upload',
      image.path,
    ]);
  });

  it('never enlarges a small picture, and keeps a wide one wide', async () => {
    const admin = await staffOf();
    const small = UploadedImageSchema.parse((await upload(admin, await png(100, 40))).json());
    expect([small.variants.thumb.width, small.variants.thumb.height]).toEqual([100, 40]);
    expect([small.variants.small.width, small.variants.small.height]).toEqual([100, 40]);
    const jpeg = await sharp({ create: { width: 2000, height: 500, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const wide = UploadedImageSchema.parse((await upload(admin, jpeg, 'image/jpeg')).json());
    expect([wide.width, wide.height]).toEqual([1600, 400]);
    expect([wide.variants.thumb.width, wide.variants.thumb.height]).toEqual([480, 120]);
  });

  it('refuses a text file renamed .jpg, an SVG, and a damaged PNG, with a translated message', async () => {
    const admin = await staffOf();
    const fake = await upload(admin, 'just some text, not a photo at all', 'image/jpeg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(
      'Only a JPEG, PNG or WebP image can be uploaded: this file is not an image.',
    );
    const svg = await upload(admin, '<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'image/png');
    expect(svg.statusCode).toBe(422);
    const whole = await png(300, 300);
    const damaged = await upload(admin, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().message).toMatch(/could not be read|not an image/);
    const ru = await t.call('POST', URL_, {
      merchant: admin.merchant,
      token: admin.token,
      payload: 'text',
      headers: { 'content-type': 'image/jpeg' },
      lang: 'ru',
    });
    expect(ru.json().message).toContain('JPEG, PNG или WebP');
    const json = await t.call('POST', URL_, { merchant: admin.merchant, token: admin.token, body: { a: 1 } });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a file over the limit and absurd dimensions', async () => {
    const admin = await staffOf();
    const big = Buffer.concat([await png(100, 100), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooBig = await upload(admin, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The image is too large: at most 5 MB.');
    const tiny = await upload(admin, await png(10, 10));
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().message).toBe('Each side of the image must be 16 to 8000 pixels.');
    const strip = await upload(admin, await png(9000, 20));
    expect(strip.statusCode).toBe(422);
    // A decompression bomb: a few bytes that claim 50000 x 50000 pixels are refused without decoding.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(50_000, 0);
    ihdr.writeUInt32BE(50_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const chunk = Buffer.concat([Buffer.from('IHDR'), ihdr]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(chunk), 0);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(13, 0);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const bomb = await upload(admin, Buffer.concat([signature, length, chunk, crc]));
    expect(bomb.statusCode).toBe(422);
  });

  it('answers odd requests with a 4xx, never a server error', async () => {
    const admin = await staffOf();
    const odd: Array<[string | undefined, string | Buffer]> = [
      [undefined, 'x'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\n1\r\n--x--',
      ],
      ['application/xml', '<a>1</a>'],
      ['image/gif', 'GIF89a'],
      ['image/png', Buffer.alloc(0)],
      ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      ['image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
      ['application/octet-stream', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ];
    for (const [type, payload] of odd) {
      const res = await t.call('POST', URL_, {
        merchant: admin.merchant,
        token: admin.token,
        payload,
        headers: type ? { 'content-type': type } : {},
      });
      expect(res.statusCode, `${type}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}`).toBeLessThan(500);
    }
  });

  it('is for ADMIN of this merchant only', async () => {
    const admin = await staffOf();
    const bytes = await png(50, 50);
    expect((await upload({ merchant: admin.merchant }, bytes)).statusCode).toBe(401);
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const member = await createStaff(t.db, { merchantId: admin.merchant, role });
      const token = await createStaffSession(t.db, member);
      expect((await upload({ merchant: admin.merchant, token }, bytes)).statusCode).toBe(403);
    }
    // Another merchant's admin session does not open this merchant.
    const other = await staffOf();
    expect((await upload({ merchant: admin.merchant, token: other.token }, bytes)).statusCode).toBe(401);
  });

  it('answers a missing or malformed upload path with the placeholder, never a file outside the store', async () => {
    const admin = await staffOf();
    const missing = await t.get(`/images/uploads/${admin.merchant}/${'0'.repeat(32)}.webp`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('image/svg+xml');
    const sneaky = await t.get('/images/uploads/..%2f..%2fpackage.json');
    expect(sneaky.statusCode).toBe(404);
  });
});

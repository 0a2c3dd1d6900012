import { describe, expect, it } from 'vitest';
import { createTableSigner, tableLink } from './table-links.ts';

const ids = { merchantId: '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab', branchId: 1, hallId: 2, tableId: 3 };

describe('table links', () => {
  it('signs the merchant, branch, hall and table: changing any one breaks the signature', () => {
    const signer = createTableSigner({ secret: 'x'.repeat(32), fallback: undefined, production: true });
    const sig = signer.sign(ids);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.verify(ids, sig)).toBe(true);
    for (const edit of [
      { tableId: 4 },
      { hallId: 3 },
      { branchId: 2 },
      { merchantId: `${ids.merchantId.slice(0, -1)}c` },
    ]) {
      expect(signer.verify({ ...ids, ...edit }, sig)).toBe(false);
    }
    expect(signer.verify(ids, `${sig.slice(0, -1)}A`)).toBe(sig.endsWith('A'));
    // Another server secret, another signature.
    const other = createTableSigner({ secret: 'y'.repeat(32), fallback: undefined, production: true });
    expect(other.verify(ids, sig)).toBe(false);
  });

  it("points at the merchant's host in production and at the demo's own origin on localhost", () => {
    const ticket = { branchId: 1, hallId: 2, tableId: 3, sig: 'AbCdEfGhIjKlMnOpQrStUv' };
    const where = { production: true, baseDomain: 'dasturxon.uz', sub: 'navruz', domainUrl: null };
    const q = 'branch=1&hall=2&table=3&sig=AbCdEfGhIjKlMnOpQrStUv';
    expect(tableLink(ticket, { ...where, origin: 'https://admin.dasturxon.uz' })).toBe(
      `https://navruz.dasturxon.uz/?${q}`,
    );
    expect(tableLink(ticket, { ...where, domainUrl: 'navruz.uz', origin: 'https://x.dasturxon.uz' })).toBe(
      `https://navruz.uz/?${q}`,
    );
    expect(tableLink(ticket, { ...where, origin: 'http://localhost:3307' })).toBe(
      `http://localhost:3307/?vendor=navruz&${q}`,
    );
  });
});

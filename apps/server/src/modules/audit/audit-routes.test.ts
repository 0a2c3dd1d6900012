/**
 * Reading the audit log through the staff API (decision 268): newest first, paged, filtered by entity, staff and
 * Tashkent days; another merchant's rows never show; a secret-named value reads "replaced"; ADMIN only.
 */
import { AuditPageSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { databases } from '../../testing/test-db.ts';
import { useStaffWorld } from '../staff/staff-test-world.ts';
import { auditActor, recordAudit } from './audit.ts';

describe.each(databases())('audit log API on %s', (kind) => {
  const { t, call, shop } = useStaffWorld(kind);

  async function seed() {
    const s = await shop('ADMIN');
    const other = await shop('ADMIN');
    const aziz = await createStaff(t.db, { merchantId: s.merchant, role: 'ADMIN', name: 'Aziz' });
    const me = auditActor({ sessionId: 0, merchantId: s.merchant, staff: s.member });
    const him = auditActor({ sessionId: 0, merchantId: s.merchant, staff: aziz });
    // Tashkent days: 1 December (05:00 UTC is 10:00 local), 2 December, and 3 December at 00:30 local.
    await recordAudit(
      t.db,
      me,
      { entity: 'promo', entityId: 1, action: 'create', changes: { code: { from: null, to: 'A' } } },
      new Date('2026-12-01T05:00:00Z'),
    );
    await recordAudit(
      t.db,
      him,
      { entity: 'product', entityId: 7, action: 'update', changes: { price: { from: 30_000, to: 32_000 } } },
      new Date('2026-12-02T05:00:00Z'),
    );
    await recordAudit(
      t.db,
      him,
      {
        entity: 'credential',
        action: 'replace',
        changes: { paymeKey: 'replaced', smsPassword: 'oops-plain' },
      },
      new Date('2026-12-02T19:30:00Z'),
    );
    const theirs = auditActor({ sessionId: 0, merchantId: other.merchant, staff: other.member });
    await recordAudit(t.db, theirs, { entity: 'promo', action: 'create' }, new Date('2026-12-02T06:00:00Z'));
    return { s, aziz };
  }

  const list = (s: { merchant: string; token: string }, query = '') =>
    call('GET', `/staff/v1/admin/audit${query}`, { merchant: s.merchant, token: s.token });

  it('lists the merchant’s rows newest first with the filters’ choices, never a secret', async () => {
    const { s, aziz } = await seed();
    const res = await list(s);
    expect(res.statusCode).toBe(200);
    const page = AuditPageSchema.parse(res.json());
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.entity)).toEqual(['credential', 'product', 'promo']);
    expect(page.items[0]?.changes).toEqual({ paymeKey: 'replaced', smsPassword: 'replaced' });
    expect(JSON.stringify(page)).not.toContain('oops-plain');
    expect(page.items[1]).toMatchObject({
      actor: expect.stringContaining('Aziz'),
      staffId: aziz.id,
      entityId: '7',
    });
    expect(page.entities).toEqual(['credential', 'product', 'promo']);
    expect(page.actors.map((a) => a.staffId).sort()).toEqual([s.member.id, aziz.id].sort());
  });

  it('filters by entity, staff and Tashkent days, and pages', async () => {
    const { s, aziz } = await seed();
    const ids = async (q: string) =>
      AuditPageSchema.parse((await list(s, q)).json()).items.map((i) => i.entity);
    expect(await ids('?entity=promo')).toEqual(['promo']);
    expect(await ids(`?staffId=${aziz.id}`)).toEqual(['credential', 'product']);
    expect(await ids('?from=2026-12-02&to=2026-12-02')).toEqual(['product']);
    expect(await ids('?from=2026-12-03')).toEqual(['credential']);
    expect(await ids('?to=2026-12-01')).toEqual(['promo']);
    const second = AuditPageSchema.parse((await list(s, '?size=2&page=2')).json());
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.items.map((i) => i.entity)).toEqual(['promo']);
  });

  it('refuses bad filters with 400 and other roles with 403', async () => {
    const { s } = await seed();
    for (const q of [
      '?size=1000',
      '?page=0',
      '?from=2026-13',
      '?from=2026-13-45',
      '?to=0000-00-00',
      '?staffId=-1',
    ]) {
      expect((await list(s, q)).statusCode).toBe(400);
    }
    const member = await createStaff(t.db, { merchantId: s.merchant, role: 'OPERATOR' });
    const token = await createStaffSession(t.db, member);
    expect((await list({ merchant: s.merchant, token })).statusCode).toBe(403);
  });
});

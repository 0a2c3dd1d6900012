// @vitest-environment happy-dom
import { AuditPageSchema, staffAuditEndpoints } from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { AuditScreen } from './audit-screen.tsx';
import { changeLines } from './changes.ts';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

afterEach(cleanup);

describe('the audit log screen', () => {
  it('shows who changed what as from → to, never a secret, and asks again with a filter', async () => {
    const api = fakeApi().on(staffAuditEndpoints.list, ({ query }) =>
      AuditPageSchema.parse({
        items: [
          {
            id: 2,
            at: '2026-11-25T05:00:00.000Z',
            staffId: 3,
            actor: 'Aziz (admin)',
            entity: 'product',
            entityId: '17',
            action: 'update',
            changes: { price: { from: 30_000, to: 32_000 } },
          },
          {
            id: 1,
            at: '2026-11-24T05:00:00.000Z',
            staffId: 3,
            actor: 'Aziz (admin)',
            entity: 'credential',
            entityId: null,
            action: 'replace',
            changes: { paymeKey: 'replaced' },
          },
        ].filter((i) => !query.entity || i.entity === query.entity),
        total: 2,
        page: 1,
        size: 25,
        entities: ['credential', 'product'],
        actors: [{ staffId: 3, actor: 'Aziz (admin)' }],
      }),
    );
    const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
    renderUi(<AuditScreen api={client} />);
    expect(await screen.findByText('30000 → 32000')).toBeTruthy();
    expect(screen.getByText('replaced')).toBeTruthy();
    expect(screen.getAllByText('Product').length).toBeGreaterThan(0);
    expect(screen.getByText('Updated')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(api.callsTo(staffAuditEndpoints.list).at(-1)?.query).toMatchObject({
        from: '2026-11-24',
        page: 1,
      }),
    );
  });

  it('shows only the values of a created thing', () => {
    expect(
      changeLines({ code: { from: null, to: 'NAVRUZ10' } }, { replaced: 'r', none: 'empty' }, true),
    ).toEqual([{ field: 'code', to: 'NAVRUZ10' }]);
  });

  it('reads changes as lines', () => {
    expect(
      changeLines(
        {
          isActive: { from: true, to: false },
          token: 'replaced',
          reason: 'Cold plov',
          endDate: { from: null, to: '2026-12-31' },
        },
        { replaced: 'replaced', none: 'empty' },
      ),
    ).toEqual([
      { field: 'isActive', from: 'true', to: 'false' },
      { field: 'token', to: 'replaced' },
      { field: 'reason', to: 'Cold plov' },
      { field: 'endDate', from: 'empty', to: '2026-12-31' },
    ]);
  });
});

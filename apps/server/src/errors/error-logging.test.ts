/**
 * A query that fails inside the database is logged without the customer's data (decision 180): the log says
 * which statement, table and constraint failed, never the query's parameters or the failing row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMerchant, createSession, createUser } from '../db/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { databases } from '../testing/test-db.ts';

const FIRST = 'Zebuniso';
const LAST = 'Qodirova';
const PHONE = '998937776655';
const STREET = 'Mirobod ko‘chasi 17';
const ENTRANCE = 'Podyezd 4';

describe.each(databases())('logging a failed query on %s', (kind) => {
  const lines: string[] = [];
  const t = useTestApp(kind, {
    // Every line the server writes, at its most talkative.
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });

  // The database refuses these values, as it would any value it cannot take: the query fails inside it.
  const constraints = [
    sql.raw(`ALTER TABLE users ADD CONSTRAINT log_test_name CHECK (first_name IS DISTINCT FROM '${FIRST}')`),
    sql.raw(
      `ALTER TABLE addresses ADD CONSTRAINT log_test_street CHECK (entrance IS DISTINCT FROM '${ENTRANCE}')`,
    ),
  ];
  afterAll(async () => {
    await t.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS log_test_name'));
    await t.db.execute(sql.raw('ALTER TABLE addresses DROP CONSTRAINT IF EXISTS log_test_street'));
  });

  it('writes what failed, but no name, phone or address of the customer', async () => {
    for (const statement of constraints) await t.db.execute(statement);
    const merchant = await createMerchant(t.db);
    const user = await createUser(t.db, { merchantId: merchant.id, phone: PHONE, firstName: 'Aziza' });
    const token = await createSession(t.db, user);
    const who = { merchant: merchant.id, token };
    lines.length = 0;

    const profile = await t.call('PUT', `/users/v1/users/${user.id}`, {
      ...who,
      body: { firstName: FIRST, lastName: LAST },
    });
    const address = await t.call('POST', `/users/v1/addresses/user/${user.id}`, {
      ...who,
      body: { latitude: 41.29, longitude: 69.27, streetName: STREET, entrance: ENTRANCE },
    });

    expect([profile.statusCode, address.statusCode]).toEqual([500, 500]);
    const log = lines.join('');
    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.err);
    expect(failures.length).toBeGreaterThanOrEqual(2);
    // Useful: the statement with placeholders, the table and the constraint that refused it.
    expect(log).toContain('log_test_name');
    expect(log).toContain('log_test_street');
    expect(log).toMatch(/update \\"users\\" set/);
    for (const personal of [FIRST, LAST, PHONE, STREET, ENTRANCE, 'Aziza'])
      expect(log).not.toContain(personal);
  });
});

/**
 * Factory for saved cards: a verified Payme card with a made-up token (never a real one). Only what the cards
 * table may hold: token, masked number, expiry, label and masked phone.
 */
import { cards } from '../schema/index.ts';
import { type Executor, firstRow, uniqueToken } from './shared.ts';

export type CardRow = typeof cards.$inferSelect;
export type CardInsert = typeof cards.$inferInsert;

export async function createCard(
  db: Executor,
  overrides: Pick<CardInsert, 'merchantId' | 'userId'> & Partial<CardInsert>,
): Promise<CardRow> {
  const rows = await db
    .insert(cards)
    .values({
      provider: 'PAYME',
      token: `test-token-${uniqueToken()}`,
      maskedNumber: '860006******6311',
      expire: '03/99',
      name: null,
      phoneMask: '99890*****31',
      isVerified: true,
      ...overrides,
    })
    .returning();
  return firstRow(rows, 'card');
}

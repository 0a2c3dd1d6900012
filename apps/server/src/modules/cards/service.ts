/**
 * Saved cards (spec §3 Card, integrations.md §1; decisions 130-132). Adding a card is two steps: `start` sends
 * the number to the provider (which tokenises it and texts a code to the card's phone) and stores an unverified
 * row with the token, the masked number and the expiry only; `confirm` checks the code with the provider and
 * shows the card in the list. Every call is scoped to the session's merchant and user: another user's card is
 * "not found".
 *
 * Wrong codes are counted per card (CARD_CODE_ATTEMPTS); the last allowed one retires the card, which must
 * then be added again. The count and the resend wait are columns of the card (decision 131), so they hold
 * across server instances and restarts.
 */
import {
  CARD_CODE_ATTEMPTS,
  type Card,
  type CardCodeSent,
  type CardConfirm,
  type CardCreate,
  cardBrandOf,
  isCardExpired,
  type PendingCard,
} from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type CardProvider, CardRefusal } from './payme-subscribe.ts';
import type { CardRepository, CardRow, Owner } from './repository.ts';

/** Cards a customer may start adding per hour: each start texts a code to someone's phone (decision 131). */
export const CARD_STARTS_PER_HOUR = 5;

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    maskedNumber: row.maskedNumber,
    expire: row.expire,
    name: row.name,
    brand: cardBrandOf(row.maskedNumber),
    createdDate: row.createdDate.toISOString(),
  };
}

export interface CardServiceDeps {
  repo: CardRepository;
  /** The provider speaking for a merchant's Payme cashbox. */
  providerFor(paymeMerchantId: string): CardProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export function createCardService(deps: CardServiceDeps) {
  const { repo, clock, log } = deps;

  async function providerOf(merchantId: string): Promise<CardProvider> {
    const paymeId = await repo.paymeMerchantId(merchantId);
    if (!paymeId) throw new AppError('PAYMENT_TYPE_UNAVAILABLE', 409, 'paymentTypeUnavailable');
    return deps.providerFor(paymeId);
  }

  /** Forget a token at the provider; a failure is logged, not shown (our row is already gone). */
  async function forget(provider: CardProvider, token: string, cardId: number): Promise<void> {
    await provider.remove(token).catch((err: unknown) => {
      log.warn({ cardId, err: (err as Error).message }, 'card token not removed at the provider');
    });
  }

  async function pendingRow(owner: Owner, id: number): Promise<CardRow> {
    const row = await repo.find(owner, id);
    if (!row || row.isVerified) throw notFound('cardNotFound');
    return row;
  }

  async function sendCode(provider: CardProvider, owner: Owner, row: CardRow): Promise<CardCodeSent> {
    const sent = await provider.sendCode(row.token);
    const now = clock();
    const nextSendAt = new Date(now.getTime() + sent.waitSeconds * 1000);
    await repo.setCodeSent(owner, row.id, sent.phoneMask, nextSendAt, now);
    return { cardId: row.id, phoneMask: sent.phoneMask, waitSeconds: sent.waitSeconds };
  }

  return {
    async list(owner: Owner): Promise<Card[]> {
      return (await repo.listVerified(owner)).map(toCard);
    },

    /** Tokenise a card and text its code. The number goes to the provider only, never to the database. */
    async start(owner: Owner, input: CardCreate): Promise<CardCodeSent> {
      const provider = await providerOf(owner.merchantId);
      const now = clock();
      if (isCardExpired(input.expire, now)) throw new CardRefusal('expired');
      const since = new Date(now.getTime() - 3600_000);
      if ((await repo.countStartedSince(owner, since)) >= CARD_STARTS_PER_HOUR) {
        throw new AppError('RATE_LIMITED', 429, 'rateLimited');
      }
      const card = await provider.create({ number: input.number, expire: input.expire });
      const row = await repo.insertPending(
        owner,
        {
          token: card.token,
          maskedNumber: card.maskedNumber,
          expire: card.expire,
          name: input.name?.trim() || null,
        },
        now,
      );
      try {
        return await sendCode(provider, owner, row);
      } catch (err) {
        // No code, no way to finish: retire the half-added card at once.
        await repo.softDelete(owner, row.id, clock());
        await forget(provider, row.token, row.id);
        throw err;
      }
    },

    /** A card being added (the confirm screen: masked number and phone, resend wait, attempts left). */
    async pending(owner: Owner, id: number): Promise<PendingCard> {
      const row = await pendingRow(owner, id);
      const nextSendAt = row.codeNextSendAt?.getTime() ?? 0;
      return {
        id: row.id,
        maskedNumber: row.maskedNumber,
        expire: row.expire,
        brand: cardBrandOf(row.maskedNumber),
        phoneMask: row.phoneMask,
        isVerified: row.isVerified,
        waitSeconds: Math.max(0, Math.ceil((nextSendAt - clock().getTime()) / 1000)),
        attemptsLeft: Math.max(0, CARD_CODE_ATTEMPTS - row.codeAttempts),
      };
    },

    /** A new code for a card being added, once the provider's wait is over. */
    async resend(owner: Owner, id: number): Promise<CardCodeSent> {
      const row = await pendingRow(owner, id);
      const wait = (row.codeNextSendAt?.getTime() ?? 0) - clock().getTime();
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', 429, 'codeResendCooldown', {
          params: { seconds: Math.ceil(wait / 1000) },
        });
      }
      return sendCode(await providerOf(owner.merchantId), owner, row);
    },

    /** Check the code with the provider; the card then shows in the list. A verified card answers as is. */
    async confirm(owner: Owner, input: CardConfirm): Promise<Card> {
      const row = await repo.find(owner, input.cardId);
      if (!row) throw notFound('cardNotFound');
      if (row.isVerified) return toCard(row);
      const provider = await providerOf(owner.merchantId);
      const retire = async (providerCode: number | null = null): Promise<never> => {
        await repo.softDelete(owner, row.id, clock());
        await forget(provider, row.token, row.id);
        throw new CardRefusal('tooManyAttempts', providerCode);
      };
      const used = await repo.takeCodeAttempt(owner, row.id, CARD_CODE_ATTEMPTS);
      if (used === null) return retire();
      try {
        await provider.verify(row.token, input.code);
      } catch (err) {
        if (!(err instanceof CardRefusal)) {
          await repo.returnCodeAttempt(owner, row.id);
          throw err;
        }
        if (err.reason === 'tooManyAttempts' || (err.reason === 'wrongCode' && used >= CARD_CODE_ATTEMPTS)) {
          return retire(err.providerCode);
        }
        if (err.reason === 'wrongCode') {
          throw new CardRefusal('wrongCode', err.providerCode, CARD_CODE_ATTEMPTS - used);
        }
        await repo.returnCodeAttempt(owner, row.id);
        throw err;
      }
      const { row: verified, replacedTokens } = await repo.markVerified(owner, row.id, clock());
      if (!verified) throw notFound('cardNotFound');
      for (const token of replacedTokens) await forget(provider, token, row.id);
      return toCard(verified);
    },

    async remove(owner: Owner, id: number): Promise<void> {
      const row = await repo.softDelete(owner, id, clock());
      if (!row) throw notFound('cardNotFound');
      const paymeId = await repo.paymeMerchantId(owner.merchantId);
      if (paymeId) await forget(deps.providerFor(paymeId), row.token, row.id);
    },

    /** The sandbox provider's last code for a card of the merchant (testing route only). */
    async tokenOf(merchantId: string, id: number): Promise<string | null> {
      return (await repo.findAnyOwner(merchantId, id))?.token ?? null;
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;

/**
 * The kitchen's view of an order: its lines grouped (the same product with the same modifiers once, counts
 * added), and how urgent it is. With a promised time: amber in its last 5 minutes, red once past it. Without
 * one: by the merchant's "late after N minutes" for the status, amber from three quarters of it, red past it.
 */
import type { Lang, LateAfterMinutes, StaffOrder } from '@dasturxon/contracts';
import { statusSince } from '../../lib/order-times.ts';

export type Urgency = 'ok' | 'warn' | 'late';

export const WARN_BEFORE_PROMISE_MS = 5 * 60_000;

export interface TicketLine {
  key: string;
  count: number;
  name: string;
  modifiers: string[];
}

export function groupLines(order: StaffOrder, lang: Lang): TicketLine[] {
  const lines = new Map<string, TicketLine>();
  for (const item of order.items) {
    const mods = item.modifications
      .map((m) => ({ id: m.id, label: `${m.count > 1 ? `${m.count}× ` : ''}${m.name[lang] || m.name.ru}` }))
      .sort((a, b) => a.id - b.id);
    const key = `${item.productId}:${mods.map((m) => m.label).join('|')}`;
    const line = lines.get(key);
    if (line) line.count += item.count;
    else
      lines.set(key, {
        key,
        count: item.count,
        name: item.name[lang] || item.name.ru,
        modifiers: mods.map((m) => m.label),
      });
  }
  return [...lines.values()];
}

export function urgencyOf(order: StaffOrder, limits: LateAfterMinutes, now: number): Urgency {
  if (order.promisedAt) {
    const left = Date.parse(order.promisedAt) - now;
    if (left < 0) return 'late';
    return left <= WARN_BEFORE_PROMISE_MS ? 'warn' : 'ok';
  }
  const limit = order.status === 'ACCEPTED' || order.status === 'COOKING' ? limits[order.status] : null;
  if (!limit) return 'ok';
  const waited = now - Date.parse(statusSince(order));
  if (waited >= limit * 60_000) return 'late';
  return waited >= limit * 45_000 ? 'warn' : 'ok';
}

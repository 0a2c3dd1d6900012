/**
 * The console's settings of a merchant (issue 11): after how many minutes an order still in a status is late
 * on the board. Kept in the merchant's settings row (jsonb key `consoleLateAfterMinutes`, no migration); a
 * merchant that never saved them gets DEFAULT_LATE_AFTER_MINUTES. Not part of the storefront's settings.
 */
import {
  DEFAULT_LATE_AFTER_MINUTES,
  type LateAfterMinutes,
  LateAfterMinutesSchema,
  type StaffSettings,
} from '@dasturxon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/factories/shared.ts';
import { merchantSettings } from '../../db/schema/index.ts';

const KEY = 'consoleLateAfterMinutes';

export function createConsoleSettings(db: Executor, clock: () => Date) {
  return {
    async read(merchantId: string): Promise<StaffSettings> {
      const rows = await db
        .select({ value: sql<unknown>`${merchantSettings.settings} -> ${KEY}` })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId))
        .limit(1);
      const stored = LateAfterMinutesSchema.partial().safeParse(rows[0]?.value ?? {});
      const lateAfterMinutes: LateAfterMinutes = {
        ...DEFAULT_LATE_AFTER_MINUTES,
        ...(stored.success ? stored.data : {}),
      };
      return { lateAfterMinutes };
    },

    /** Stores the settings, keeping every other key of the merchant's settings row. */
    async write(merchantId: string, settings: StaffSettings): Promise<StaffSettings> {
      const now = clock();
      await db
        .insert(merchantSettings)
        .values({ merchantId, settings: { [KEY]: settings.lateAfterMinutes }, lastModifiedDate: now })
        .onConflictDoUpdate({
          target: merchantSettings.merchantId,
          set: {
            settings: sql`${merchantSettings.settings} || excluded.settings`,
            lastModifiedDate: now,
          },
        });
      return { lateAfterMinutes: settings.lateAfterMinutes };
    },
  };
}

export type ConsoleSettings = ReturnType<typeof createConsoleSettings>;

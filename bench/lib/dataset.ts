/**
 * The bench dataset: a fresh database with the demo merchants and the 2,000-product `bigmenu`, seeded in this
 * process before the server starts (PGlite allows one process per data directory).
 */
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/db/seed/index.ts';
import { seedLarge } from '../../apps/server/src/db/seed/large.ts';

export async function seedBenchData(target: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    await seedLarge(handle.db);
  } finally {
    await handle.close();
  }
}

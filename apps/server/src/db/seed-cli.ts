/**
 * `tsx apps/server/src/db/seed-cli.ts [--large]`: open the database chosen by the environment, migrate it and
 * seed the demo merchants (or, with --large, the 2,000-product `bigmenu` merchant for benchmarks).
 */
import { parseEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';
import { seedLarge } from './seed/large.ts';

async function main(): Promise<void> {
  const large = process.argv.includes('--large');
  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate();
    const started = performance.now();
    const result = large ? await seedLarge(handle.db) : await seedDemo(handle.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const what = large ? 'large merchant "bigmenu"' : 'demo merchants';
    const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
    console.log(
      result.seeded
        ? `Seeded ${what} into ${where} in ${seconds} s.`
        : `The ${what} already exist in ${where}; nothing to do.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `tsx apps/server/src/db/merchant-cli.ts --sub cafe --name "Cafe" [...]` (npm run merchant:create): open the
 * database chosen by the environment, migrate it and create one merchant (modules/platform/cli.ts). With the
 * embedded PGlite database, stop the server first: PGlite's data directory has one user at a time.
 */
import { parseEnv } from '../env.ts';
import { runMerchantCreate } from '../modules/platform/cli.ts';
import { openDatabase } from './client.ts';

async function main(): Promise<void> {
  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate();
    const result = await runMerchantCreate(process.argv.slice(2), {
      db: handle.db,
      baseDomain: env.BASE_DOMAIN,
      out: (line) => console.log(line),
    });
    process.exitCode = result.code;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

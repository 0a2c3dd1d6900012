/**
 * What a bench section run alone (`npx tsx bench/<section>.ts`) reads from the environment: the same variables
 * and defaults for every section.
 */
export interface SectionOptions {
  duration: number;
  connections: number;
  customers: number;
  postgresUrl?: string;
  log: (line: string) => void;
}

export function sectionOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SectionOptions {
  return {
    duration: Number(env.BENCH_DURATION || 10),
    connections: Number(env.BENCH_CONNECTIONS || 50),
    customers: Number(env.BENCH_CUSTOMERS || 200),
    postgresUrl: env.BENCH_DATABASE_URL || env.DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    log: (line) => console.log(`[bench] ${line}`),
  };
}

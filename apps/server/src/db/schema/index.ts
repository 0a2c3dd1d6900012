/**
 * Database schema (drizzle pg-core), one file per area; import tables from here. One dialect for PGlite and
 * PostgreSQL 15: keep to SQL both accept. Money is integer so'm. Multilingual texts are jsonb {uz, ru, eng}.
 * drizzle-kit reads this file (apps/server/drizzle.config.ts): a change here is a migration (npm run db:generate).
 */

export * from './audit.ts';
export * from './branches.ts';
export * from './cities.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './deliveries.ts';
export * from './dining.ts';
export * from './jobs.ts';
export * from './loyalty.ts';
export * from './menu.ts';
export * from './merchants.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './promos.ts';
export * from './ratings.ts';
export * from './reservations.ts';
export * from './staff.ts';

/** The endpoint table (decision 192): one module per URL family, one entry per endpoint. */
export * from './addresses.ts';
export * from './branches.ts';
export * from './cards.ts';
export * from './content.ts';
export * from './define.ts';
export * from './deliveries.ts';
export * from './favourites.ts';
export * from './geocoding.ts';
export * from './menu.ts';
export * from './merchants.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './promos.ts';
export * from './staff.ts';
export * from './users.ts';
export * from './webbot.ts';

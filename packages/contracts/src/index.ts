export * from './account.ts';
export * from './branch.ts';
export * from './common.ts';
export * from './menu.ts';
export * from './merchant.ts';
export * from './paths.ts';

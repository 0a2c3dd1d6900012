export * from './color.ts';
export * from './geo.ts';
export * from './hours.ts';
export * from './image.ts';
export * from './language.ts';
export * from './menu.ts';
export * from './money.ts';
export * from './route-step.ts';

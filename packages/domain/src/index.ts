export * from './color.ts';
export * from './image.ts';

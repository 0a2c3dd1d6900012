import { describe, expect, it } from 'vitest';
import { globalRouteStep } from './route-step.ts';

describe('globalRouteStep', () => {
  it.each([
    ['/ru', { lang: 'ru', page: null }],
    ['/ru/', { lang: 'ru', page: null }],
    ['/uz', { lang: 'uz', page: null }],
    ['/ru/1', { lang: 'ru', page: '1' }],
    ['/ru/2/', { lang: 'ru', page: '2' }],
    ['/uz/2/anything', { lang: 'uz', page: '2' }],
    ['/uz/1/product/5', { lang: 'uz', page: '1' }],
    ['/ru/3', { lang: 'ru', page: null }],
    ['/ru/12', { lang: 'ru', page: null }],
    ['/ru/basket', { lang: 'ru', page: null }],
  ])('%s sets %j', (path, step) => {
    expect(globalRouteStep(path)).toEqual(step);
  });

  it.each(['/', '', '/rus', '/RU', '/eng', '/en', '/basket', '/product/ru', 'ru', '//ru', '/1/ru'])(
    'leaves %j alone',
    (path) => {
      expect(globalRouteStep(path)).toBeNull();
    },
  );
});

import { afterEach, describe, expect, it } from 'vitest';
import { rememberedFilterBarHeight, rememberFilterBarHeight } from '../../src/list/filterBarHeight';

const STORAGE_KEY = 'backoffice.filterBarHeights';
const atWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

afterEach(() => {
  localStorage.clear();
  atWidth(1024);
});

describe('the filter bar heights a list keeps room for', () => {
  it('are remembered by list and window width, the latest winning', () => {
    expect(rememberedFilterBarHeight('products')).toBeUndefined();
    rememberFilterBarHeight('products', 184);
    rememberFilterBarHeight('products', 120);
    rememberFilterBarHeight('variants', 304);
    expect(rememberedFilterBarHeight('products')).toBe(120);
    expect(rememberedFilterBarHeight('variants')).toBe(304);
    atWidth(800);
    expect(rememberedFilterBarHeight('products')).toBeUndefined();
  });

  it('keep the latest 60, forgetting the oldest', () => {
    for (let width = 1; width <= 61; width += 1) {
      atWidth(width);
      rememberFilterBarHeight('products', width);
    }
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEY)!))).toHaveLength(60);
    atWidth(1);
    expect(rememberedFilterBarHeight('products')).toBeUndefined();
    atWidth(61);
    expect(rememberedFilterBarHeight('products')).toBe(61);
  });

  it('read nothing from a damaged entry', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(rememberedFilterBarHeight('products')).toBeUndefined();
    rememberFilterBarHeight('products', 184);
    expect(rememberedFilterBarHeight('products')).toBe(184);
  });
});

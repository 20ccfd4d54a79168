import { describe, expect, it } from 'vitest';
import { consolePlace } from '../../src/keyboard/consolePlace';
import { isTyping } from '../../src/keyboard/shortcuts';

const RESOURCES = ['products', 'orders'];

describe('the keyboard shortcuts', () => {
  it('read the resource view a path shows', () => {
    expect(consolePlace('/products', RESOURCES)).toEqual({ view: 'list', resource: 'products' });
    expect(consolePlace('/products/create', RESOURCES)).toEqual({ view: 'create', resource: 'products' });
    expect(consolePlace('/products/5', RESOURCES)).toEqual({ view: 'edit', resource: 'products', id: '5' });
    expect(consolePlace('/orders/5/show/new', RESOURCES)).toEqual({ view: 'show', resource: 'orders', id: '5' });
    expect(consolePlace('/apps/orders/5/admin-checkout', RESOURCES)).toBeUndefined();
    expect(consolePlace('/dashboard/analytics', RESOURCES)).toBeUndefined();
  });

  it('keep off the keys of what the user types into, but not of checkboxes and buttons', () => {
    const field = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTyping(field('<input type="text">'))).toBe(true);
    expect(isTyping(field('<input type="number">'))).toBe(true);
    expect(isTyping(field('<textarea></textarea>'))).toBe(true);
    expect(isTyping(field('<input type="checkbox">'))).toBe(false);
    expect(isTyping(field('<button>Save</button>'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

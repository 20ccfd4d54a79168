import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { register } from '../../scripts/scaffold/register.mjs';
import { registrations, resourceFiles } from '../../scripts/scaffold/resourceFiles.mjs';
import { resourceNames } from '../../scripts/scaffold/resourceNames.mjs';

const names = resourceNames('gift-cards');
const added = (before: string, after: string) => after.split('\n').filter((line) => !before.split('\n').includes(line));

describe('npm run new:resource', () => {
  it('names a resource in every layer from its console name', () => {
    expect(names).toMatchObject({ snake: 'gift_cards', camel: 'giftCards', pascalSingular: 'GiftCard', camelSingular: 'giftCard', englishPlural: 'Gift cards' });
    expect(resourceNames('categories').pascalSingular).toBe('Category');
    expect(resourceNames('boxes').pascalSingular).toBe('Box');
    expect(resourceNames('gift-cards', { singular: 'gift-card' }).pascalSingular).toBe('GiftCard');
    expect(() => resourceNames('GiftCards')).toThrow(/lowercase/);
  });

  it('writes the resource through every layer, messages in the four languages, and its server tests', () => {
    const files = resourceFiles(names, { base: 'product', labels: { en: ['Gift card', 'Gift cards'], fr: ['Carte cadeau', 'Cartes cadeaux'] } });
    expect(Object.keys(files).sort()).toEqual([
      'domain/giftCards.ts',
      'server/db/schema/giftCards.ts',
      'server/db/seed/giftCards.ts',
      'server/services/product/giftCards.ts',
      'src/resources/gift-cards/GiftCardInputs.tsx',
      'src/resources/gift-cards/GiftCardList.tsx',
      'src/resources/gift-cards/i18n/de.ts',
      'src/resources/gift-cards/i18n/en.ts',
      'src/resources/gift-cards/i18n/fr.ts',
      'src/resources/gift-cards/i18n/pt.ts',
      'src/resources/gift-cards/index.ts',
      'tests/server/resources/gift-cards.cases.ts',
      'tests/server/resources/gift-cards.test.ts',
    ]);
    expect(files['src/resources/gift-cards/i18n/fr.ts']).toContain("menu: 'Cartes cadeaux'");
    expect(files['src/resources/gift-cards/i18n/de.ts']).toContain("menu: 'Gift cards'");
    expect(files['server/services/product/giftCards.ts']).toContain("name: 'gift-cards'");
  });

  it("registers it where no glob finds it, at anchors today's files still have", () => {
    const edits = registrations(names, { base: 'product', menuOrder: 140 });
    const lines = Object.fromEntries(
      Object.entries(edits).map(([path, edit]) => {
        const text = readFileSync(join(process.cwd(), path), 'utf8');
        return [path, added(text, register(text, edit))];
      }),
    );
    expect(lines).toEqual({
      'domain/resources.ts': ["  resource('gift-cards', 'product', 'gift_cards', { menu: [{ order: 140, path: '/gift-cards', label: 'resources.gift-cards.menu' }] }),"],
      'server/db/schema/index.ts': ["export * from './giftCards';"],
      'server/services/product/index.ts': ["import { registerGiftCardsRoutes } from './giftCards';", '  registerGiftCardsRoutes(app, context.db);'],
      'server/db/seed/index.ts': ["import { seedGiftCards } from './giftCards';", expect.stringMatching(/^const SEEDERS: .*, seedOrders, seedGiftCards\];$/)],
    });
  });
});

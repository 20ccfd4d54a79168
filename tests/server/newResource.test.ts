import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { register } from '../../scripts/scaffold/register.mjs';
import { registrations, resourceFiles } from '../../scripts/scaffold/resourceFiles.mjs';
import { resourceNames } from '../../scripts/scaffold/resourceNames.mjs';

const names = resourceNames('loyalty-tiers');
const added = (before: string, after: string) => after.split('\n').filter((line) => !before.split('\n').includes(line));

describe('npm run new:resource', () => {
  it('names a resource in every layer from its console name', () => {
    expect(names).toMatchObject({ snake: 'loyalty_tiers', camel: 'loyaltyTiers', pascalSingular: 'LoyaltyTier', camelSingular: 'loyaltyTier', englishPlural: 'Loyalty tiers' });
    expect(resourceNames('categories').pascalSingular).toBe('Category');
    expect(resourceNames('boxes').pascalSingular).toBe('Box');
    expect(resourceNames('staff-people', { singular: 'staff-person' }).pascalSingular).toBe('StaffPerson');
    expect(() => resourceNames('LoyaltyTiers')).toThrow(/lowercase/);
  });

  it('writes the resource through every layer, messages in the four languages, and its server tests', () => {
    const files = resourceFiles(names, { base: 'product', labels: { en: ['Loyalty tier', 'Loyalty tiers'], fr: ['Niveau de fidélité', 'Niveaux de fidélité'] } });
    expect(Object.keys(files).sort()).toEqual([
      'domain/loyaltyTiers.ts',
      'server/db/schema/loyaltyTiers.ts',
      'server/db/seed/loyaltyTiers.ts',
      'server/services/product/loyaltyTiers.ts',
      'src/resources/loyalty-tiers/LoyaltyTierInputs.tsx',
      'src/resources/loyalty-tiers/LoyaltyTierList.tsx',
      'src/resources/loyalty-tiers/i18n/de.ts',
      'src/resources/loyalty-tiers/i18n/en.ts',
      'src/resources/loyalty-tiers/i18n/fr.ts',
      'src/resources/loyalty-tiers/i18n/pt.ts',
      'src/resources/loyalty-tiers/index.ts',
      'tests/server/resources/loyalty-tiers.cases.ts',
      'tests/server/resources/loyalty-tiers.test.ts',
    ]);
    expect(files['src/resources/loyalty-tiers/i18n/fr.ts']).toContain("menu: 'Niveaux de fidélité'");
    expect(files['src/resources/loyalty-tiers/i18n/de.ts']).toContain("menu: 'Loyalty tiers'");
    expect(files['server/services/product/loyaltyTiers.ts']).toContain("name: 'loyalty-tiers'");
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
      'domain/resources.ts': ["  resource('loyalty-tiers', 'product', 'loyalty_tiers', { menu: [{ order: 140, path: '/loyalty-tiers', label: 'resources.loyalty-tiers.menu' }] }),"],
      'server/db/schema/index.ts': ["export * from './loyaltyTiers';"],
      'server/services/product/index.ts': ["import { registerLoyaltyTiersRoutes } from './loyaltyTiers';", '  registerLoyaltyTiersRoutes(app, context.db);'],
      'server/db/seed/index.ts': ["import { seedLoyaltyTiers } from './loyaltyTiers';", expect.stringMatching(/^const SEEDERS: .*, seedLoyaltyTiers\];$/)],
    });
  });
});

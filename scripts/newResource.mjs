import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { registrations, resourceFiles } from './scaffold/resourceFiles.mjs';
import { resourceNames } from './scaffold/resourceNames.mjs';
import { register } from './scaffold/register.mjs';

/**
 * `npm run new:resource -- gift-cards [--base product] [--singular gift-card]
 *   [--label "Gift card|Gift cards"] [--fr "Carte cadeau|Cartes cadeaux"] [--de …] [--pt …]`
 * Writes a working resource through every layer, registers it, and generates its migration.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'product' },
    singular: { type: 'string' },
    label: { type: 'string' },
    fr: { type: 'string' },
    de: { type: 'string' },
    pt: { type: 'string' },
    'no-migration': { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run new:resource -- <name, plural, kebab-case> [--base product] [--label "Singular|Plural"] [--fr …] [--de …] [--pt …]');
  process.exit(1);
}
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const names = resourceNames(positionals[0], { singular: values.singular });
const pair = (text) => (text ? text.split('|').map((word) => word.trim()) : undefined);
const labels = { en: pair(values.label) ?? [names.englishSingular, names.englishPlural], fr: pair(values.fr), de: pair(values.de), pt: pair(values.pt) };

const table = readFileSync(join(root, 'domain/resources.ts'), 'utf8');
if (table.includes(`resource('${names.name}'`)) {
  console.error(`The resource table has a row "${names.name}" already.`);
  process.exit(1);
}
const menuOrder = Math.max(...[...table.matchAll(/order: (\d+)/g)].map((match) => Number(match[1]))) + 10;

const files = resourceFiles(names, { base: values.base, labels });
for (const path of Object.keys(files)) if (existsSync(join(root, path))) throw new Error(`${path} exists already: nothing written`);
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.log(`wrote   ${path}`);
}
for (const [path, edit] of Object.entries(registrations(names, { base: values.base, menuOrder }))) {
  writeFileSync(join(root, path), register(readFileSync(join(root, path), 'utf8'), edit));
  console.log(`edited  ${path}`);
}
if (!values['no-migration']) execFileSync('npx', ['drizzle-kit', 'generate', '--name', names.snake], { cwd: root, stdio: 'inherit' });
const untranslated = ['fr', 'de', 'pt'].filter((language) => !labels[language]);
if (untranslated.length) console.log(`\nThe ${untranslated.join(', ')} labels are English for now: translate them in src/resources/${names.name}/i18n/.`);
console.log(`\nNext: adjust its row in domain/resources.ts (base, module, menu place), then npm test.`);

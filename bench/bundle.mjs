import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { recordFigure } from './figures.mjs';

/**
 * Gzip size of the JS a page loads: the sign-in page (the entry and its static imports: the public
 * pages without the admin shell) and the first list page (plus the admin shell and the lazy chunk of a
 * resource list, with their imports), and the largest chunk.
 * Targets: sign-in page at most 150 kB gzip, first list page at most 300 kB gzip.
 */
// `--dist <dir>`: another build directory (worktrees building side by side).
const distFlag = process.argv.indexOf('--dist');
const DIST = distFlag === -1 ? 'dist' : process.argv[distFlag + 1];
const FIRST_LIST_SOURCES = ['src/resources/customers/CustomerList.tsx', 'src/resources/products/ProductList.tsx'];
const SHELL_SOURCE = 'src/App.tsx';
const TARGETS_KB = { signIn: 150, firstList: 300 };

if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'error'], { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file))).length / 1024;
const closure = (keys) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
};
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signIn = closure([entry]);
const listSource = FIRST_LIST_SOURCES.find((source) => manifest[source]);
const firstList = closure([entry, SHELL_SOURCE, ...(listSource ? [listSource] : [])]);
const chunks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index);
const largest = chunks.map((file) => ({ file, kb: gzipKb(file), raw: statSync(join(DIST, file)).size / 1024 })).sort((a, b) => b.kb - a.kb)[0];

const signInKb = total(signIn);
const firstListKb = total(firstList);
console.log(`sign-in page JS:     ${signInKb.toFixed(1)} kB gzip (${signIn.size} files)`);
console.log(`first list page JS:  ${firstListKb.toFixed(1)} kB gzip (${listSource ?? 'no resource list built yet'})`);
console.log(`largest chunk:       ${largest.file} ${largest.kb.toFixed(1)} kB gzip (${largest.raw.toFixed(0)} kB raw)`);
console.log(`chunks:              ${chunks.length}`);
const figure = (name, value, target) => recordFigure({ bench: 'bench:bundle', figure: name, database: null, value, unit: 'kB gzip', target, better: 'lower' });
figure('sign-in page JS', signInKb, TARGETS_KB.signIn);
figure('first list page JS', firstListKb, TARGETS_KB.firstList);
figure('largest chunk', largest.kb);
const verdict = (kb, target) => `${kb <= target ? 'met' : 'NOT met'} (ratio ${(kb / target).toFixed(2)})`;
console.log(`targets: sign-in page at most ${TARGETS_KB.signIn} kB gzip -> ${verdict(signInKb, TARGETS_KB.signIn)}`);
console.log(`         first list page at most ${TARGETS_KB.firstList} kB gzip -> ${verdict(firstListKb, TARGETS_KB.firstList)}`);

import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
/** The oldest Node the project says it runs on (package.json's engines): every installed package must accept it. */
const OLDEST_NODE = minVersion(manifest.engines.node)!.version;

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

it('installs no package whose engines refuse the oldest Node the project supports', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
  const refusing = Object.entries(lock.packages)
    .filter(([path, locked]) => path !== '' && !locked.optional)
    .flatMap(([path, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return range && !satisfies(OLDEST_NODE, range) ? [`${path}@${locked.version}: node ${range}`] : [];
    });
  expect(refusing).toEqual([]);
});

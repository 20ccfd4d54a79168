import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawOrder, isSeed, newSeed, seedHash, seededIntegers } from '../../server/services/product/raffles/draw';

/** Seeds of the fairness runs: fixed, so the statistics are the same on every run and never flake. */
const fixedSeed = (label: string, k: number) => createHash('sha256').update(`${label}-${k}`).digest('hex');

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
const chiSquare = (counts: number[]) => {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
};

/** The chi-square distribution's upper 0.1% points (significance 0.001) by degrees of freedom. */
const CRITICAL_0_001: Record<number, number> = { 9: 27.877, 19: 43.82 };

describe('raffle draw', () => {
  it('matches the documented procedure (docs/raffle-draw.md, computed there in Python)', () => {
    const seed = `${'00'.repeat(31)}01`;
    expect(seedHash(seed)).toBe('ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5');
    expect(drawOrder(seed, [5, 3, 9, 12, 40, 41, 7, 100])).toEqual([7, 3, 9, 100, 41, 5, 40, 12]);
  });

  it('depends on the entries, not on the order they are given in', () => {
    const seed = fixedSeed('order', 1);
    expect(drawOrder(seed, [1, 2, 3, 4, 5, 6])).toEqual(drawOrder(seed, [6, 4, 2, 5, 3, 1]));
    expect([...drawOrder(seed, [10, 20, 30])].sort((a, b) => a - b)).toEqual([10, 20, 30]);
  });

  it('makes fresh 32-byte seeds whose hash is 64 hex digits', () => {
    const seed = newSeed();
    expect(isSeed(seed)).toBe(true);
    expect(seed).not.toBe(newSeed());
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws small bounds uniformly (rejection keeps 2^48 mod bound out)', () => {
    const next = seededIntegers(fixedSeed('bound', 0));
    const counts = Array.from({ length: 10 }, () => 0);
    for (let k = 0; k < 2000; k++) counts[next(10)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(CRITICAL_0_001[9]!);
  });

  it('gives every entry the same chance to win over 2,000 draws (chi-square, significance 0.001)', () => {
    const entries = Array.from({ length: 10 }, (_, index) => 101 + index * 7);
    const wins = new Map(entries.map((id) => [id, 0]));
    for (let k = 0; k < 2000; k++) {
      const [winner] = drawOrder(fixedSeed('fairness', k), entries);
      wins.set(winner!, wins.get(winner!)! + 1);
    }
    expect(chiSquare([...wins.values()])).toBeLessThan(CRITICAL_0_001[9]!);
  });

  it('puts one entry at every place equally often over 2,000 draws of 20 (chi-square, significance 0.001)', () => {
    const entries = Array.from({ length: 20 }, (_, index) => index + 1);
    const places = Array.from({ length: 20 }, () => 0);
    for (let k = 0; k < 2000; k++) places[drawOrder(fixedSeed('places', k), entries).indexOf(7)]! += 1;
    expect(chiSquare(places)).toBeLessThan(CRITICAL_0_001[19]!);
  });
});

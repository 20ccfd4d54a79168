import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The raffle draw (docs/raffle-draw.md): a Fisher–Yates shuffle of the entry ids in ascending order,
 * driven by HMAC-SHA256(seed, counter). Anyone holding the seed and the entry ids gets the same order.
 */

/** A fresh seed: 32 bytes from the operating system's cryptographic source, as 64 hex digits. */
export const newSeed = () => randomBytes(32).toString('hex');

/** The published commitment: SHA-256 of the seed's 32 bytes, as hex. */
export const seedHash = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

export const isSeed = (seed: string) => /^[0-9a-f]{64}$/.test(seed);

const RANGE = 2 ** 48;

/**
 * Uniform whole numbers below `bound` from the seed: block k is HMAC-SHA256(key = the seed's bytes,
 * message = k as 8 bytes big-endian), k = 0, 1, 2 …; its first 6 bytes are a number x below 2^48,
 * and x mod bound is taken unless x falls in the last, incomplete stretch (then the next block).
 */
export const seededIntegers = (seed: string) => {
  const key = Buffer.from(seed, 'hex');
  let counter = 0n;
  return (bound: number) => {
    const limit = RANGE - (RANGE % bound);
    for (;;) {
      const message = Buffer.alloc(8);
      message.writeBigUInt64BE(counter++);
      const x = createHmac('sha256', key).update(message).digest().readUIntBE(0, 6);
      if (x < limit) return x % bound;
    }
  };
};

/**
 * The drawn order of the entries: ids sorted ascending, then for i from n-1 down to 1, j = next(i + 1)
 * and swap places i and j. The first `winners` of the answer win; the rest follow in that order.
 */
export const drawOrder = (seed: string, entryIds: readonly number[]): number[] => {
  const order = [...entryIds].sort((a, b) => a - b);
  const next = seededIntegers(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
};

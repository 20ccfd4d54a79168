/**
 * Splits a whole amount of minor units across weights so the parts add up exactly (largest remainder;
 * ties go to the earlier weight), e.g. an order discount across its lines.
 */
export const allocate = (amount: number, weights: readonly number[]): number[] => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a whole, non-negative number');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) throw new RangeError('weights must be whole, non-negative numbers');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  // BigInt keeps amount x weight exact beyond 2^53.
  const shares = weights.map((weight) => (BigInt(amount) * BigInt(weight)) / BigInt(total));
  const remainders = weights.map((weight, index) => ({ index, rest: (BigInt(amount) * BigInt(weight)) % BigInt(total) }));
  let left = amount - shares.reduce((sum, share) => sum + Number(share), 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  const raised = new Set<number>();
  for (const { index } of remainders) {
    if (left === 0) break;
    raised.add(index);
    left -= 1;
  }
  return shares.map((share, index) => Number(share) + (raised.has(index) ? 1 : 0));
};

/** a x b / c rounded half up, exact for whole non-negative minor units. */
export const mulDivRound = (a: number, b: number, c: number): number => {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((numerator * 2n + divisor) / (divisor * 2n));
};

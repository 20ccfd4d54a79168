/**
 * A bench's PostgreSQL database name: `bench_<rest>`, or `<BENCH_DB_PREFIX>_<rest>` so that benches run by
 * several people against one shared PostgreSQL do not drop each other's databases.
 */
export const benchDatabaseName = (rest: string) => {
  const prefix = process.env.BENCH_DB_PREFIX || 'bench';
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DB_PREFIX: ${prefix} is not a lower-case SQL name`);
  return `${prefix}_${rest}`;
};

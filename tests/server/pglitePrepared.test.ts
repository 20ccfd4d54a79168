import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SERIALIZERS, preparingQueries } from '../../server/db/pglitePrepared';

/** The prepared path must answer exactly as PGlite's own query() does, errors and locking included. */
// One database for the file (starting PGlite takes seconds): no test leaves a change in it.
describe('PGlite queries prepared once', () => {
  let plain: PGlite;
  let unprepared: PGlite['query'];
  let prepared: PGlite;

  beforeAll(async () => {
    plain = await PGlite.create('memory://');
    await plain.exec(`create table items (id int primary key, name text not null, made timestamptz not null, tags text[]);
      insert into items select i, 'item ' || i, '2026-11-01T10:00:00Z'::timestamptz + i * interval '1 hour', array['a', 'b' || i]
      from generate_series(1, 50) i;`);
    unprepared = plain.query.bind(plain);
    prepared = preparingQueries(plain);
  });
  afterAll(() => plain.close());

  it('answers rows, fields and parsed types as query() does, in object and array mode', async () => {
    const text = 'select id, name, made, tags from items where id > $1 and name like $2 order by id limit $3';
    const params = [10, 'item 1%', 5];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await unprepared(text, params, options);
      const actual = await prepared.query(text, params, options);
      expect(actual.rows).toEqual(expected.rows);
      expect(actual.fields).toEqual(expected.fields);
    }
    const again = await prepared.query<{ made: Date }>(text, [40, 'item 4%', 2]);
    expect(again.rows.map((row) => row.made instanceof Date)).toEqual([true, true]);
  });

  it('surfaces database errors with their code and keeps working afterwards', async () => {
    await expect(prepared.query('insert into items (id, name, made) values ($1, $2, now())', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('select * from items where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(prepared.query('select nonsense from items where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await prepared.query('select name from items where id = $1', [3])).rows).toEqual([{ name: 'item 3' }]);
  });

  it('keeps working past the number of statements it keeps', async () => {
    for (let i = 0; i < 520; i++) {
      const { rows } = await prepared.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]!.n).toBe(1 + i);
    }
    expect((await prepared.query<{ n: number }>('select $1::int + 0 as n', [7])).rows[0]!.n).toBe(7);
  });

  it('waits for a running transaction instead of reading inside it', async () => {
    let release!: () => void;
    let updated!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query('update items set name = $1 where id = $2', ['renamed', 1]);
      updated();
      await held;
      await tx.rollback();
    });
    await inside;
    const read = prepared.query<{ name: string }>('select name from items where id = $1', [1]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ name: 'item 1' }]);
  });

  it('reads a large JSON parameter sent as bytes as the same text, prepared, plain and in a transaction', async () => {
    const withBytes = await PGlite.create('memory://', { serializers: PGLITE_SERIALIZERS });
    try {
      const rows = Array.from({ length: 4000 }, (_, index) => ({ id: index, name: `Çédric ${index} 😀`, note: 'a "quoted" \\ text' }));
      const json = JSON.stringify(rows);
      expect(json.length).toBeGreaterThan(64 * 1024);
      const text = `select count(*)::int as n, sum((row->>'id')::int)::int as ids, (array_agg(row->>'name'))[4000] as last, min(row->>'note') as note
        from json_array_elements($1::json) as row`;
      const expected = { n: 4000, ids: (3999 * 4000) / 2, last: 'Çédric 3999 😀', note: 'a "quoted" \\ text' };
      expect((await preparingQueries(withBytes).query(text, [json])).rows).toEqual([expected]);
      expect((await withBytes.transaction((tx) => tx.query(text, [json]))).rows).toEqual([expected]);
      // Small JSON and objects keep PGlite's own serializer.
      expect((await withBytes.query<{ value: unknown }>('select $1::json as value', [{ small: [1, 'two'] }])).rows).toEqual([{ value: { small: [1, 'two'] } }]);
    } finally {
      await withBytes.close();
    }
  });
});

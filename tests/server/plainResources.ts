import { expect, it } from 'vitest';
import { collectionUrl, createIn, listOf, uniqueWord } from './catalogueApi';
import type { TestServer } from './harness';

type Payload = Record<string, unknown>;

/** A plain list's test data: a valid payload by a unique word, a refused one and the field it names, the field kept unique and the one `q` finds. */
export interface PlainResource {
  resource: string;
  valid: (word: string) => Payload;
  invalid: Payload;
  badField: string;
  unique: string;
  search: string;
}

/** Every plain list (the taxonomy's, and each one that npm run new:resource makes) holds to these. */
export const plainResourceTests = (server: () => TestServer, { resource, valid, invalid, badField, unique, search }: PlainResource) => {
  it(`${resource}: create, show, update, search, sort, paginate and delete`, async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('t');
    const created = await createIn(server(), token, resource, valid(word));
    expect(created).toMatchObject({ id: expect.any(Number), created_by: expect.any(Number) });

    const shown = await server().request(token, { method: 'GET', url: `${collectionUrl(resource)}/${created.id}` });
    expect(shown.json()).toMatchObject(valid(word));

    const found = await listOf(server(), token, resource, { filter: { q: word } });
    expect(found.rows.map((row) => row.id)).toEqual([created.id]);
    expect(found.rows[0]![search]).toContain(word);

    const sorted = await listOf(server(), token, resource, { sort: ['id', 'DESC'], range: [0, 0] });
    expect(sorted.rows).toHaveLength(1);
    expect(sorted.rows[0]!.id).toBe(created.id);
    expect(sorted.range).toMatch(new RegExp(`^${resource} 0-0/\\d+$`));
    const second = await listOf(server(), token, resource, { sort: ['id', 'DESC'], range: [1, 1] });
    expect(second.rows[0]!.id).toBeLessThan(created.id);

    const renamed = { ...valid(word), name: `Renamed ${word}` };
    const updated = await server().request(token, { method: 'PUT', url: `${collectionUrl(resource)}/${created.id}`, payload: renamed });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe(`Renamed ${word}`);

    const removed = await server().request(token, { method: 'DELETE', url: `${collectionUrl(resource)}/${created.id}` });
    expect(removed.statusCode).toBe(200);
    const gone = await server().request(token, { method: 'GET', url: `${collectionUrl(resource)}/${created.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it(`${resource}: bad input is a 400 at the field, a duplicate a 409 at the field`, async () => {
    const token = await server().tokenFor('editor');
    const bad = await server().request(token, { method: 'POST', url: `${collectionUrl(resource)}`, payload: invalid });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty([badField]);

    const word = uniqueWord('d');
    await createIn(server(), token, resource, valid(word));
    const duplicate = await server().request(token, {
      method: 'POST',
      url: `${collectionUrl(resource)}`,
      payload: { ...valid(uniqueWord('o')), [unique]: valid(word)[unique] },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty([unique]);

    const badSort = await server().request(token, { method: 'GET', url: `${collectionUrl(resource)}?sort=["nope","ASC"]` });
    expect(badSort.statusCode).toBe(400);
  });
};

import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './harness';
import { PRODUCT_API, createIn, listOf, uniqueWord } from './catalogueApi';

const category = (word: string, parent_id: number | null = null) => ({ name: `Cat ${word}`, slug: `cat-${word}`, parent_id });

/** root > child > grandchild, fresh for each test. */
const branch = async (server: TestServer, token: string) => {
  const root = await createIn(server, token, 'categories', category(uniqueWord('root')));
  const child = await createIn(server, token, 'categories', category(uniqueWord('child'), root.id));
  const grandchild = await createIn(server, token, 'categories', category(uniqueWord('grand'), child.id));
  return { root, child, grandchild };
};

const move = (server: TestServer, token: string, row: Record<string, unknown>, parent_id: number | null) =>
  server.request(token, {
    method: 'PUT',
    url: `${PRODUCT_API}/categories/${row.id}`,
    payload: { name: row.name, slug: row.slug, parent_id },
  });

describeEachDatabase('categories', (server) => {
  it('lists the tree one level at a time, with paths and counts', async () => {
    const token = await server().tokenFor('editor');
    const roots = await listOf(server(), token, 'categories', { filter: { root: true }, range: [0, 99] });
    expect(roots.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['Women', 'Men', 'Accessories']));
    const women = roots.rows.find((row) => row.name === 'Women')!;
    expect(women.children_count).toBeGreaterThan(0);
    const children = await listOf(server(), token, 'categories', { filter: { parent_id: women.id }, range: [0, 99] });
    expect(children.rows.map((row) => row.name)).toContain('Indian Wear');
    const lehengas = await listOf(server(), token, 'categories', { filter: { q: 'lehengas' } });
    expect(lehengas.rows.map((row) => row.path)).toContain('Women › Indian Wear');
  });

  it("counts a category's products with its subcategories', and its own apart", async () => {
    const token = await server().tokenFor('admin');
    const { root, child, grandchild } = await branch(server(), token);
    const fileUnder = (category_id: number, n: number) =>
      Promise.all(Array.from({ length: n }, () => {
        const word = uniqueWord('filed');
        return createIn(server(), token, 'products', { title: `Saree ${word}`, slug: word, category_id });
      }));
    await fileUnder(child.id, 2);
    await fileUnder(grandchild.id, 3);

    const counts = async (id: number) => {
      const shown = (await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories/${id}` })).json();
      return [shown.products_count, shown.own_products_count];
    };
    expect(await counts(root.id)).toEqual([5, 0]);
    expect(await counts(child.id)).toEqual([5, 2]);
    expect(await counts(grandchild.id)).toEqual([3, 3]);
    const level = await listOf(server(), token, 'categories', { filter: { parent_id: root.id } });
    expect(level.rows.map((row) => [row.products_count, row.own_products_count])).toEqual([[5, 2]]);

    // A parent's count is its own plus its children's, seeded tree included.
    const roots = (await listOf(server(), token, 'categories', { filter: { root: true }, range: [0, 99] })).rows;
    const women = roots.find((row) => row.name === 'Women')!;
    const children = (await listOf(server(), token, 'categories', { filter: { parent_id: women.id }, range: [0, 199] })).rows;
    const sum = children.reduce((total, row) => total + Number(row.products_count), 0);
    expect(women.products_count).toBe(Number(women.own_products_count) + sum);
    expect(women.products_count).toBeGreaterThan(0);

    // Deleting still speaks of what sits directly inside: the subcategory, not the branch's products.
    const refused = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/categories/${root.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/1 subcategory/);
    expect(refused.json().error.message).not.toMatch(/product/);
  });

  it('moves a branch, and refuses a move under itself or its own branch (422 at parent_id)', async () => {
    const token = await server().tokenFor('editor');
    const { root, child, grandchild } = await branch(server(), token);
    const other = await createIn(server(), token, 'categories', category(uniqueWord('other')));

    const moved = await move(server(), token, child, other.id);
    expect(moved.statusCode).toBe(200);
    const shown = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories/${grandchild.id}` });
    expect(shown.json().path).toBe(`${other.name} › ${child.name}`);

    for (const target of [child.id, grandchild.id]) {
      const refused = await move(server(), token, child, target);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields.parent_id).toMatch(/itself|own subcategories|own parent/);
    }
    const rootUnderGrandchild = await move(server(), token, other, grandchild.id);
    expect(rootUnderGrandchild.statusCode).toBe(422);
    const missing = await move(server(), token, root, 999_999);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.parent_id).toMatch(/does not exist/);
    const toTop = await move(server(), token, child, null);
    expect(toTop.statusCode).toBe(200);
  });

  it('refuses to delete a category with subcategories or products, and replaces it on request', async () => {
    const token = await server().tokenFor('editor');
    const { root, child, grandchild } = await branch(server(), token);
    const refused = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/categories/${child.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/1 subcategory/);

    const insideBranch = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/categories/${child.id}/replace`,
      payload: { replacement_id: grandchild.id },
    });
    expect(insideBranch.statusCode).toBe(422);
    expect(insideBranch.json().error.fields).toHaveProperty('replacement_id');

    const replaced = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/categories/${child.id}/replace`,
      payload: { replacement_id: root.id },
    });
    expect(replaced.statusCode).toBe(200);
    const orphan = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories/${grandchild.id}` });
    expect(orphan.json().parent_id).toBe(root.id);

    const [withProducts] = (await listOf(server(), token, 'categories', { sort: ['own_products_count', 'DESC'], range: [0, 0] })).rows;
    expect(withProducts!.own_products_count).toBeGreaterThan(0);
    const inUse = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/categories/${withProducts!.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toMatch(/products/);

    const leaf = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/categories/${grandchild.id}` });
    expect(leaf.statusCode).toBe(200);
  });

  it('keeps siblings ordered by position, and appends a moved category to its new parent', async () => {
    const token = await server().tokenFor('editor');
    const { root, child } = await branch(server(), token);
    const second = await createIn(server(), token, 'categories', category(uniqueWord('second'), root.id));
    expect(second.position).toBe((child.position as number) + 1);
    const first = await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/categories/${second.id}`,
      payload: { name: second.name, slug: second.slug, parent_id: root.id, position: 0 },
    });
    expect(first.statusCode).toBe(200);
    const siblings = await listOf(server(), token, 'categories', { filter: { parent_id: root.id }, sort: ['position', 'ASC'] });
    expect(siblings.rows.map((row) => row.id)).toEqual([second.id, child.id]);
  });

  it('rejects bad input and duplicate slugs at the field', async () => {
    const token = await server().tokenFor('editor');
    const bad = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/categories`, payload: { name: '', slug: 'A B' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['name', 'slug']));
    const duplicate = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/categories`, payload: { name: 'Women 2', slug: 'women' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('slug');
  });

  it("answers a filter's choices with the table's own columns, in the same order, without the counts", async () => {
    const token = await server().tokenFor('editor');
    const query = 'sort=["position","ASC"]&range=[0,499]';
    const rows = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories?${query}` });
    const choices = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories?${query}&view=choices` });
    expect(choices.statusCode).toBe(200);
    expect(choices.headers['content-range']).toBe(rows.headers['content-range']);
    const [full, chosen] = [rows.json() as Record<string, unknown>[], choices.json() as Record<string, unknown>[]];
    expect(chosen.map(({ id, name, parent_id }) => ({ id, name, parent_id }))).toEqual(full.map(({ id, name, parent_id }) => ({ id, name, parent_id })));
    expect(full[0]).toHaveProperty('products_count');
    for (const computed of ['path', 'children_count', 'products_count', 'own_products_count']) expect(chosen[0]).not.toHaveProperty(computed);

    const warehouses = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/warehouses?view=choices` });
    expect(warehouses.statusCode).toBe(200);
    expect(warehouses.json()[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(warehouses.json()[0]).not.toHaveProperty('units');

    const byCount = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories?sort=["products_count","DESC"]&view=choices` });
    expect(byCount.statusCode).toBe(400);
    const unknown = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/categories?view=everything` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('view');
  });
});

import { count, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, designers, products, variants } from '../../server/db/schema';
import { escapeLike } from '../../server/http/search';
import { rulesCondition } from '../../server/services/product/taxonomy/collectionRules';
import { describeEachDatabase } from './harness';
import { PRODUCT_API, createIn, limitedStaffToken, listOf, uniqueWord } from './catalogueApi';
import { planOf } from './plans';

describeEachDatabase('collections', (server) => {
  const newCollection = async (token: string, extra: Record<string, unknown> = {}) => {
    const word = uniqueWord('col');
    return createIn(server(), token, 'collections', { title: `Edit ${word}`, slug: `edit-${word}`, ...extra });
  };

  it('creates, searches, updates and deletes a collection with a publish window', async () => {
    const token = await server().tokenFor('editor');
    const created = await newCollection(token, { published_from: '2026-03-01T00:00:00Z', published_to: '2026-04-01T00:00:00Z', status: 'published' });
    expect(created).toMatchObject({ type: 'manual', rules: null, status: 'published' });
    const found = await listOf(server(), token, 'collections', { filter: { q: created.title, status: 'published' } });
    expect(found.rows.map((row) => row.id)).toEqual([created.id]);
    expect(found.rows[0]!.products_count).toBe(0);
    const updated = await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/collections/${created.id}`,
      payload: { ...created, description: 'Festive picks' },
    });
    expect(updated.json().description).toBe('Festive picks');
    const removed = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collections/${created.id}` });
    expect(removed.statusCode).toBe(200);
  });

  it('validates the window, the rules and the slug', async () => {
    const token = await server().tokenFor('editor');
    const backwards = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collections`,
      payload: { title: 'Late', slug: uniqueWord('late'), published_from: '2026-05-01', published_to: '2026-04-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('published_to');
    const noRules = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/collections`, payload: { title: 'Rules', slug: uniqueWord('r'), type: 'rule' } });
    expect(noRules.json().error.fields).toHaveProperty('rules');
    const existing = await newCollection(token);
    const duplicate = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/collections`, payload: { title: 'Copy', slug: existing.slug } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('slug');
    const rule = await newCollection(token, { type: 'rule', rules: { match: 'all', conditions: [{ field: 'price', operator: 'less_than', value: 2500000 }] } });
    expect(rule.rules).toMatchObject({ match: 'all' });
    // Rules left in a form after switching to hand-picked are dropped, not checked.
    const manual = await newCollection(token, { type: 'manual', rules: { match: 'all', conditions: [{ field: 'price', operator: 'contains' }] } });
    expect(manual.rules).toBeNull();
    const turned = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/collections/${rule.id}`, payload: { ...rule, type: 'manual' } });
    expect(turned.json()).toMatchObject({ type: 'manual', rules: null });
  });

  it('adds products, keeps them in order, reorders and removes them', async () => {
    const token = await server().tokenFor('editor');
    const collection = await newCollection(token);
    const products = (await listOf(server(), token, 'products', { range: [0, 3], sort: ['id', 'ASC'] })).rows;
    expect(products).toHaveLength(4);
    const entries = [];
    for (const product of products) entries.push(await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: product.id }));
    expect(entries.map((entry) => entry.position)).toEqual([0, 1, 2, 3]);

    const twice = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collection-products`,
      payload: { collection_id: collection.id, product_id: products[0]!.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('product_id');
    const missing = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collection-products`,
      payload: { collection_id: collection.id, product_id: 999_999 },
    });
    expect(missing.statusCode).toBe(422);

    const last = entries[3]!;
    const moved = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/collection-products/${last.id}`, payload: { position: 1 } });
    expect(moved.statusCode).toBe(200);
    const ordered = await listOf(server(), token, 'collection-products', { filter: { collection_id: collection.id }, sort: ['position', 'ASC'] });
    expect(ordered.rows.map((row) => row.product_id)).toEqual([products[0]!.id, products[3]!.id, products[1]!.id, products[2]!.id]);
    expect(ordered.rows[0]).toMatchObject({ title: products[0]!.title });

    await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collection-products/${entries[0]!.id}` });
    const shown = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/collections/${collection.id}` });
    expect(shown.json().products_count).toBe(3);
  });

  it('keeps rule collections closed to hand-picked products', async () => {
    const token = await server().tokenFor('editor');
    const rule = await newCollection(token, { type: 'rule', rules: { match: 'any', conditions: [{ field: 'tag', operator: 'contains', value: 'bridal' }] } });
    const [product] = (await listOf(server(), token, 'products', { range: [0, 0] })).rows;
    const refused = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collection-products`,
      payload: { collection_id: rule.id, product_id: product!.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toHaveProperty('collection_id');
  });

  it('seeds manual collections with products, and guards them by the collections module', async () => {
    const token = await server().tokenFor('editor');
    const [bridal] = (await listOf(server(), token, 'collections', { filter: { q: 'Bridal Edit' } })).rows;
    expect(bridal!.products_count).toBeGreaterThan(0);
    const outsider = await limitedStaffToken(server(), { brands: ['list'] });
    const denied = await server().request(outsider, { method: 'GET', url: `${PRODUCT_API}/collection-products?filter={"collection_id":${bridal!.id}}` });
    expect(denied.statusCode).toBe(403);
  });

  describe('rule collections', () => {
    let token: string;
    let word: string;
    // p1: brand A, designer D, in category Child (under Parent), priced 1,000 and 3,000, tagged "<word>-gold".
    // p2: brand B, category Other, priced 5,000.  p3: no brand, designer D, no category, priced 2,000, tagged "festive".
    // All three carry the tag <word>, so `tag equals <word>` scopes a rule to them; created p1, p2, p3 in that order.
    const fixture = { brandA: 0, brandB: 0, designer: 0, parent: 0, other: 0, p1: 0, p2: 0, p3: 0 };

    beforeAll(async () => {
      token = await server().tokenFor('editor');
      word = uniqueWord('rule');
      const { db } = server().database;
      const named = (name: string) => ({ name: `${name} ${word}`, slug: `${name.toLowerCase()}-${word}` });
      const [brandA, brandB] = await db.insert(brands).values([named('BrandA'), named('BrandB')]).returning();
      const [designer] = await db.insert(designers).values(named('Designer')).returning();
      const [parent, other] = await db.insert(categories).values([named('Parent'), named('Other')]).returning();
      const [child] = await db.insert(categories).values({ ...named('Child'), parent_id: parent!.id }).returning();
      const product = (n: number, values: Partial<typeof products.$inferInsert>) => ({
        title: `Rule product ${n} ${word}`,
        slug: `rule-product-${n}-${word}`,
        status: 'active' as const,
        created_at: new Date(Date.UTC(2020, 0, n)),
        ...values,
      });
      const [p1, p2, p3] = await db
        .insert(products)
        .values([
          product(1, { brand_id: brandA!.id, designer_id: designer!.id, category_id: child!.id, tags: [word, `${word}-gold`] }),
          product(2, { brand_id: brandB!.id, category_id: other!.id, tags: [word] }),
          product(3, { designer_id: designer!.id, tags: [word, 'festive'] }),
        ])
        .returning();
      const variant = (productId: number, price: number, n: number) => ({ product_id: productId, sku: `${word}-${n}`.toUpperCase(), mrp: 10_000, price });
      await db.insert(variants).values([variant(p1!.id, 1000, 1), variant(p1!.id, 3000, 2), variant(p2!.id, 5000, 3), variant(p3!.id, 2000, 4)]);
      Object.assign(fixture, { brandA: brandA!.id, brandB: brandB!.id, designer: designer!.id, parent: parent!.id, other: other!.id, p1: p1!.id, p2: p2!.id, p3: p3!.id });
    });

    const ruleCollection = (match: 'all' | 'any', conditions: Record<string, unknown>[]) =>
      newCollection(token, { title: `Rules ${word} ${uniqueWord('c')}`, type: 'rule', rules: { match, conditions } });
    const listed = async (collectionId: number) =>
      (await listOf(server(), token, 'collection-products', { filter: { collection_id: collectionId }, sort: ['position', 'ASC'] })).rows;
    /** The fixture products a rule matches, together with `tag equals <word>`, newest first. */
    const matchedBy = async (condition: Record<string, unknown>) => {
      const collection = await ruleCollection('all', [{ field: 'tag', operator: 'equals', value: word }, condition]);
      return (await listed(collection.id)).map((row) => row.product_id);
    };

    it('matches brands, designers and categories (with their subcategories), equal or not', async () => {
      const { p1, p2, p3 } = fixture;
      expect(await matchedBy({ field: 'brand_id', operator: 'equals', value: fixture.brandA })).toEqual([p1]);
      expect(await matchedBy({ field: 'brand_id', operator: 'not_equals', value: fixture.brandA })).toEqual([p3, p2]);
      expect(await matchedBy({ field: 'designer_id', operator: 'equals', value: fixture.designer })).toEqual([p3, p1]);
      expect(await matchedBy({ field: 'designer_id', operator: 'not_equals', value: fixture.designer })).toEqual([p2]);
      expect(await matchedBy({ field: 'category_id', operator: 'equals', value: fixture.parent })).toEqual([p1]);
      expect(await matchedBy({ field: 'category_id', operator: 'not_equals', value: fixture.parent })).toEqual([p3, p2]);
    });

    it('matches tags exactly or by contained text, and prices of any variant', async () => {
      const { p1, p2, p3 } = fixture;
      expect(await matchedBy({ field: 'tag', operator: 'not_equals', value: 'festive' })).toEqual([p2, p1]);
      expect(await matchedBy({ field: 'tag', operator: 'contains', value: `${word}-GO`.toUpperCase() })).toEqual([p1]);
      expect(await matchedBy({ field: 'tag', operator: 'contains', value: '%' })).toEqual([]);
      expect(await matchedBy({ field: 'price', operator: 'equals', value: 3000 })).toEqual([p1]);
      expect(await matchedBy({ field: 'price', operator: 'not_equals', value: 3000 })).toEqual([p3, p2]);
      expect(await matchedBy({ field: 'price', operator: 'greater_than', value: 2500 })).toEqual([p2, p1]);
      expect(await matchedBy({ field: 'price', operator: 'less_than', value: 2500 })).toEqual([p3, p1]);
    });

    it('matches text contained in one tag, ignoring case, and never across two tags', async () => {
      const tagged = uniqueWord('tagged');
      const separator = '\u001f'; // tags_text() joins tags with it; tags and rule texts refuse control characters
      const { db } = server().database;
      const [split, joined] = await db
        .insert(products)
        .values([
          { title: `Split ${tagged}`, slug: `split-${tagged}`, tags: [`${tagged}-left`, `right-${tagged}`] },
          { title: `Joined ${tagged}`, slug: `joined-${tagged}`, tags: [`${tagged}-left right`] },
        ])
        .returning();
      const matching = async (value: string) => {
        const collection = await ruleCollection('any', [{ field: 'tag', operator: 'contains', value }]);
        return (await listed(collection.id)).map((row) => row.product_id as number).sort((a, b) => a - b);
      };
      expect(await matching(`${tagged}-LEFT`.toUpperCase())).toEqual([split!.id, joined!.id]);
      expect(await matching(`HT-${tagged}`.toUpperCase())).toEqual([split!.id]);
      // Across the two tags of `split` this text would run; within the one tag of `joined` it is.
      expect(await matching(`${tagged}-left right`)).toEqual([joined!.id]);
      expect(await matching(`${tagged}_left`)).toEqual([]);
      await expect(matching(`${tagged}-left${separator}right`)).rejects.toThrow(/400/);

      // The same products as a per-tag ILIKE over the whole catalogue, the definition of "contains".
      const containedInATag = (text: string) => sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${`%${escapeLike(text)}%`})`;
      const ids = async (where: SQL) => (await db.select({ id: products.id }).from(products).where(where).orderBy(products.id)).map((row) => row.id);
      for (const text of ['SILK', 'pre-owned', 'e-o', 'a', 't r', `${tagged}-left right`]) {
        const rule = rulesCondition({ match: 'all', conditions: [{ field: 'tag', operator: 'contains', value: text }] });
        expect(await ids(rule)).toEqual(await ids(containedInATag(text)));
      }
    });

    it('finds the products with a tag containing a text through the trigram index of their joined tags', async () => {
      const { db } = server().database;
      const countOf = (text: string) =>
        db.select({ n: count() }).from(products).where(rulesCondition({ match: 'all', conditions: [{ field: 'tag', operator: 'contains', value: text }] }));
      expect(await planOf(db, countOf('silk'))).toContain('products_tags_text_trgm');
    });

    it('matches all or any of the conditions, and counts what it matches', async () => {
      const { p1, p2, p3 } = fixture;
      const any = await ruleCollection('any', [
        { field: 'brand_id', operator: 'equals', value: fixture.brandB },
        { field: 'category_id', operator: 'equals', value: fixture.parent },
      ]);
      const rows = await listed(any.id);
      expect(rows.map((row) => row.product_id)).toEqual([p2, p1]);
      expect(rows[0]).toMatchObject({ collection_id: any.id, position: 0, title: `Rule product 2 ${word}`, status: 'active', brand: `BrandB ${word}`, image: null });
      expect(rows[1]).toMatchObject({ position: 1, brand: `BrandA ${word}` });
      const all = await ruleCollection('all', [
        { field: 'designer_id', operator: 'equals', value: fixture.designer },
        { field: 'price', operator: 'less_than', value: 2500 },
      ]);
      expect((await listed(all.id)).map((row) => row.product_id)).toEqual([p3, p1]);

      const found = await listOf(server(), token, 'collections', { filter: { q: word }, sort: ['title', 'ASC'] });
      const counts = Object.fromEntries(found.rows.map((row) => [row.id, row.products_count]));
      expect(counts).toMatchObject({ [any.id]: 2, [all.id]: 2 });
      const shown = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/collections/${all.id}` });
      expect(shown.json().products_count).toBe(2);

      const lastFirst = await listOf(server(), token, 'collection-products', { filter: { collection_id: any.id }, sort: ['position', 'DESC'], range: [0, 0] });
      expect(lastFirst.rows.map((row) => [row.product_id, row.position])).toEqual([[p1, 1]]);
      expect(lastFirst.total).toBe(2);
    });

    it('counts a rule collection that matches a broad set the same as its full list', async () => {
      const broad = await ruleCollection('any', [{ field: 'price', operator: 'greater_than', value: 0 }]);
      const [shown, list] = await Promise.all([
        server().request(token, { method: 'GET', url: `${PRODUCT_API}/collections/${broad.id}` }),
        listOf(server(), token, 'collection-products', { filter: { collection_id: broad.id }, range: [0, 9] }),
      ]);
      expect(list.rows).toHaveLength(10);
      expect(shown.json().products_count).toBe(list.total);
      expect(list.total).toBeGreaterThan(10);
    });

    it('refuses operators and values that do not fit the field, at the condition', async () => {
      const post = (conditions: unknown) =>
        server().request(token, {
          method: 'POST',
          url: `${PRODUCT_API}/collections`,
          payload: { title: 'Bad rules', slug: uniqueWord('bad'), type: 'rule', rules: { match: 'all', conditions } },
        });
      const wrongOperators = await post([
        { field: 'brand_id', operator: 'greater_than', value: fixture.brandA },
        { field: 'price', operator: 'contains', value: 100 },
        { field: 'category_id', operator: 'contains', value: fixture.parent },
      ]);
      expect(wrongOperators.statusCode).toBe(400);
      expect(wrongOperators.json().error.fields).toEqual({
        'rules.conditions.0.operator': 'A brand can only be equal or not equal',
        'rules.conditions.1.operator': 'A price can be equal, not equal, greater or less',
        'rules.conditions.2.operator': 'A category can only be equal or not equal',
      });
      const wrongValues = await post([
        { field: 'price', operator: 'less_than', value: 'cheap' },
        { field: 'designer_id', operator: 'equals', value: -3 },
        { field: 'tag', operator: 'equals', value: '  ' },
        { field: 'colour', operator: 'equals', value: 'red' },
      ]);
      expect(wrongValues.json().error.fields).toEqual({
        'rules.conditions.0.value': 'Enter a price of zero or more',
        'rules.conditions.1.value': 'Choose a designer',
        'rules.conditions.2.value': 'Enter a tag of up to 40 characters',
        'rules.conditions.3.field': 'Choose a field',
      });
      expect((await post([])).json().error.fields).toEqual({ 'rules.conditions': 'Add one to 20 conditions' });
    });

    it('keeps the listed products read-only, for picked rows left from when the collection was manual too', async () => {
      const collection = await newCollection(token);
      const picked = await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: fixture.p2 });
      const turned = await server().request(token, {
        method: 'PUT',
        url: `${PRODUCT_API}/collections/${collection.id}`,
        payload: { ...collection, type: 'rule', rules: { match: 'all', conditions: [{ field: 'brand_id', operator: 'equals', value: fixture.brandA }] } },
      });
      expect(turned.statusCode).toBe(200);
      const rows = await listed(collection.id);
      expect(rows.map((row) => row.product_id)).toEqual([fixture.p1]);

      const refusals = await Promise.all([
        server().request(token, { method: 'POST', url: `${PRODUCT_API}/collection-products`, payload: { collection_id: collection.id, product_id: fixture.p3 } }),
        server().request(token, { method: 'PUT', url: `${PRODUCT_API}/collection-products/${picked.id}`, payload: { position: 0 } }),
        server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collection-products/${picked.id}` }),
      ]);
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error.fields).toEqual({ collection_id: 'A rule collection chooses its products by its rules' });
      }
      const computedRow = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collection-products/${String(rows[0]!.id)}` });
      expect(computedRow.statusCode).toBe(404);

      const badQueries = await Promise.all([
        server().request(token, { method: 'GET', url: `${PRODUCT_API}/collection-products?filter=${JSON.stringify({ collection_id: collection.id, product_id: 1 })}` }),
        server().request(token, { method: 'GET', url: `${PRODUCT_API}/collection-products?filter=${JSON.stringify({ collection_id: collection.id })}&sort=["title","ASC"]` }),
      ]);
      expect(badQueries.map((response) => response.statusCode)).toEqual([400, 400]);
    });

    it('lists a rule collection only to staff of the collections module', async () => {
      const collection = await ruleCollection('all', [{ field: 'brand_id', operator: 'equals', value: fixture.brandA }]);
      const outsider = await limitedStaffToken(server(), { products: ['list'] });
      const url = `${PRODUCT_API}/collection-products?filter=${JSON.stringify({ collection_id: collection.id })}`;
      expect((await server().request(outsider, { method: 'GET', url })).statusCode).toBe(403);
      const reader = await limitedStaffToken(server(), { collections: ['list'] });
      expect((await server().request(reader, { method: 'GET', url })).json()).toHaveLength(1);
    });
  });
});

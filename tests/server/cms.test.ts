import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { publishedLayoutAnswer } from '../../server/services/cms/public';
import { describeEachDatabase } from './harness';
import { PRODUCT_API } from './catalogueApi';
import { cmsCall, cmsCreate, homepage, letTimePass, newContainer, publish } from './cmsApi';

type Layout = { containers: { id: number; version: number; sections: { id: number; type: string; title: string; items: { id: number; product?: { id: number } }[] }[] }[] };

describeEachDatabase('cms', (server) => {
  const publicLayout = async (platform: string, headers: Record<string, string> = {}) =>
    server().request(undefined, { method: 'GET', url: `/svc/cms/public/layout/${platform}`, headers });
  /** The storefront answer is written as text, past the route's response check: it is checked here. */
  const layout = async (platform: string) => {
    const body: unknown = (await publicLayout(platform)).json();
    publishedLayoutAnswer.parse(body);
    return body as Layout;
  };
  const mine = async (containerId: number, platform = 'web') => (await layout(platform)).containers.find((container) => container.id === containerId);

  it('publishes the draft as a version; later edits stay in the draft until published again', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    expect(await mine(page.container.id)).toBeUndefined();
    const first = await publish(server(), token, page.container.id);
    expect(first.number).toBe(1);
    const live = await mine(page.container.id);
    expect(live?.sections.map((section) => section.type)).toEqual(['banner', 'product_grid']);
    expect(live?.sections[1]!.items.map((item) => item.product?.id)).toEqual(page.products.map((product) => product.id));

    // Editing a published container edits its draft: the storefront still has version 1.
    const draftOnly = await cmsCreate(server(), token, 'sections', { container_id: page.container.id, type: 'text', title: 'Draft only' });
    await cmsCreate(server(), token, 'contents', { section_id: draftOnly.id, type: 'text', text: 'Free shipping' });
    const shown = await cmsCall(server(), token, 'GET', `/containers/${page.container.id}`);
    expect(shown.json()).toMatchObject({ live_version: 1, draft_changed: true, latest_version: 1 });
    const stillLive = await mine(page.container.id);
    expect(stillLive?.sections.map((section) => section.title)).not.toContain('Draft only');
    expect(JSON.stringify(stillLive)).not.toContain('Draft only');

    await publish(server(), token, page.container.id);
    expect((await mine(page.container.id))?.sections.map((section) => section.title)).toContain('Draft only');
    const versions = (await cmsCall(server(), token, 'GET', `/containers/${page.container.id}/versions`)).json() as { number: number; state: string }[];
    expect(versions.map((version) => [version.number, version.state])).toEqual([[2, 'live'], [1, 'past']]);
  });

  it('schedules a publication that goes live when its moment comes, and can withdraw one', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish(server(), token, page.container.id, { publish_at: later });
    expect(await mine(page.container.id)).toBeUndefined();
    expect((await cmsCall(server(), token, 'GET', `/containers/${page.container.id}`)).json()).toMatchObject({ live_version: null });
    const past = await cmsCall(server(), token, 'POST', `/containers/${page.container.id}/publish`, { publish_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toHaveProperty('publish_at');

    // The moment is read at each request, so it holds across restarts without a timer.
    await letTimePass(server(), scheduled.id);
    expect((await mine(page.container.id))?.version).toBe(1);

    const other = await homepage(server(), token);
    const withdrawn = await publish(server(), token, other.container.id, { publish_at: later });
    const unscheduled = await cmsCall(server(), token, 'POST', `/containers/${other.container.id}/unschedule`, { version_id: withdrawn.id });
    expect(unscheduled.statusCode).toBe(200);
    const again = await cmsCall(server(), token, 'POST', `/containers/${other.container.id}/unschedule`, { version_id: withdrawn.id });
    expect(again.statusCode).toBe(422);
  });

  it('rolls back to an earlier version as a new version, restoring the draft', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const first = await publish(server(), token, page.container.id);
    await cmsCall(server(), token, 'DELETE', `/sections/${page.banner.id}`);
    await publish(server(), token, page.container.id);
    expect((await mine(page.container.id))?.sections.map((section) => section.type)).toEqual(['product_grid']);

    const rolled = await cmsCall(server(), token, 'POST', `/containers/${page.container.id}/rollback`, { version_id: first.id });
    expect(rolled.json()).toMatchObject({ number: 3, kind: 'rollback' });
    expect((await mine(page.container.id))?.sections.map((section) => section.type)).toEqual(['banner', 'product_grid']);
    const draft = (await cmsCall(server(), token, 'GET', `/containers/${page.container.id}/preview`)).json() as Layout['containers'][number];
    expect(draft.sections.map((section) => section.type)).toEqual(['banner', 'product_grid']);
    const foreign = await homepage(server(), token);
    const refused = await cmsCall(server(), token, 'POST', `/containers/${foreign.container.id}/rollback`, { version_id: first.id });
    expect(refused.statusCode).toBe(422);
  });

  it('restores content items under their own ids, so links to them still answer, with History of the restore', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const draftOf = async () => (await cmsCall(server(), token, 'GET', `/containers/${page.container.id}/preview`)).json() as Layout['containers'][number];
    const idsOf = (layout: Layout['containers'][number]) => layout.sections.map((section) => [section.id, section.items.map((item) => item.id)]);
    const original = await draftOf();
    const first = await publish(server(), token, page.container.id);
    const [kept, dropped] = page.items;
    await cmsCall(server(), token, 'PUT', `/contents/${kept!.id}`, { title: 'Changed since', revision: kept!.revision });
    await cmsCall(server(), token, 'DELETE', `/contents/${dropped!.id}`);
    await cmsCall(server(), token, 'DELETE', `/sections/${page.banner.id}`);
    const added = await cmsCreate(server(), token, 'contents', { section_id: page.grid.id, type: 'text', text: 'Added since' });
    await publish(server(), token, page.container.id);

    const rolled = await cmsCall(server(), token, 'POST', `/containers/${page.container.id}/rollback`, { version_id: first.id });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(idsOf(await draftOf())).toEqual(idsOf(original));
    const keptNow = await cmsCall(server(), token, 'GET', `/contents/${kept!.id}`);
    expect(keptNow.statusCode).toBe(200);
    expect(keptNow.json()).toMatchObject({ id: kept!.id, title: '', section_id: page.grid.id, position: 0 });
    const droppedNow = await cmsCall(server(), token, 'GET', `/contents/${dropped!.id}`);
    expect(droppedNow.statusCode).toBe(200);
    expect(droppedNow.json()).toMatchObject({ id: dropped!.id, product_id: page.products[1]!.id, position: 1 });
    expect((await cmsCall(server(), token, 'GET', `/sections/${page.banner.id}`)).json()).toMatchObject({ id: page.banner.id, title: 'Festive sale' });
    expect((await cmsCall(server(), token, 'GET', `/contents/${added.id}`)).statusCode).toBe(404);
    expect((await mine(page.container.id))?.sections.map((section) => section.id)).toEqual([page.banner.id, page.grid.id]);

    const historyOf = async (resource: string, id: number) =>
      (await cmsCall(server(), token, 'GET', `/${resource}/${id}/history`)).json() as { action: string; actor_name: string | null; changes: Record<string, unknown> }[];
    expect((await historyOf('contents', kept!.id))[0]).toMatchObject({ action: 'rollback', changes: { title: ['Changed since', null] } });
    expect((await historyOf('contents', dropped!.id))[0]).toMatchObject({ action: 'rollback' });
    expect((await historyOf('contents', added.id))[0]).toMatchObject({ action: 'rollback' });
  });

  it('names the staff member who made each version', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    await publish(server(), token, page.container.id);
    const versions = (await cmsCall(server(), token, 'GET', `/containers/${page.container.id}/versions`)).json() as { created_by_name: string | null }[];
    expect(versions[0]!.created_by_name).toBe('Rahul Iyer');
  });

  it('keeps sections and items in order through moves', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const text = await cmsCreate(server(), token, 'sections', { container_id: page.container.id, type: 'text', position: 0 });
    const order = async () =>
      ((await cmsCall(server(), token, 'GET', `/sections?filter=${encodeURIComponent(JSON.stringify({ container_id: page.container.id }))}`)).json() as { id: number; position: number }[]).map(
        (row) => [row.id, row.position],
      );
    expect(await order()).toEqual([[text.id, 0], [page.banner.id, 1], [page.grid.id, 2]]);
    const moved = await cmsCall(server(), token, 'POST', `/sections/${text.id}/move`, { position: 5 });
    expect(moved.json()).toMatchObject({ position: 2 });
    expect(await order()).toEqual([[page.banner.id, 0], [page.grid.id, 1], [text.id, 2]]);
    await cmsCall(server(), token, 'POST', `/contents/${page.items[1]!.id}/move`, { position: 0 });
    const grid = (await cmsCall(server(), token, 'GET', `/containers/${page.container.id}/preview`)).json() as Layout['containers'][number];
    expect(grid.sections[1]!.items.map((item) => item.id)).toEqual([page.items[1]!.id, page.items[0]!.id]);
    await cmsCall(server(), token, 'DELETE', `/sections/${page.banner.id}`);
    expect(await order()).toEqual([[page.grid.id, 0], [text.id, 1]]);
  });

  it('refuses a save made from an older revision with a 409 the editor can read', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const first = await cmsCall(server(), token, 'PUT', `/sections/${page.grid.id}`, { ...page.grid, title: 'Mine' });
    expect(first.json()).toMatchObject({ title: 'Mine', revision: 2 });
    const second = await server().request(token, { method: 'PUT', url: `/svc/cms/sections/${page.grid.id}`, payload: { ...page.grid, title: 'Theirs' }, headers: { 'accept-language': 'fr' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toContain('entre-temps');
    expect((await cmsCall(server(), token, 'GET', `/sections/${page.grid.id}`)).json()).toMatchObject({ title: 'Mine' });
    const container = await cmsCall(server(), token, 'PUT', `/containers/${page.container.id}`, { name: 'A', revision: 9 });
    expect(container.statusCode).toBe(409);
  });

  it('flags content whose product or collection went, and leaves it out of the storefront', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const draftCollection = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/collections`, payload: { title: 'Hidden', slug: `hidden-${page.container.id}` } });
    const collectionGrid = await cmsCreate(server(), token, 'sections', { container_id: page.container.id, type: 'collection_grid' });
    await cmsCreate(server(), token, 'contents', { section_id: collectionGrid.id, type: 'collection', collection_id: draftCollection.json().id });
    await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/products/${page.products[0]!.id}`, payload: { status: 'archived' } });
    await server().database.db.delete(products).where(eq(products.id, page.products[1]!.id));
    const items = (await cmsCall(server(), token, 'GET', `/contents?filter=${encodeURIComponent(JSON.stringify({ section_id: page.grid.id }))}`)).json() as { dangling: string | null }[];
    expect(items.map((item) => item.dangling)).toEqual(['archived', 'deleted']);
    await publish(server(), token, page.container.id);
    const live = await mine(page.container.id);
    // The grid lost both its products and the collection grid its collection: only the banner shows.
    expect(live?.sections.map((section) => section.type)).toEqual(['banner']);
    const preview = (await cmsCall(server(), token, 'GET', `/containers/${page.container.id}/preview`)).json() as { sections: { items: { dangling?: string }[] }[] };
    expect(preview.sections.flatMap((section) => section.items.map((item) => item.dangling ?? 'ok'))).toEqual(['ok', 'archived', 'deleted', 'unpublished']);
  });

  it('refuses a product or collection that does not exist at its field, and keeps editable an item whose product went since', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token);
    const french = { 'accept-language': 'fr' };
    const noProduct = await server().request(token, { method: 'POST', url: '/svc/cms/contents', payload: { section_id: page.grid.id, type: 'product', product_id: 999999999 }, headers: french });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.fields).toEqual({ product_id: "Ce produit n'existe pas" });
    expect(noProduct.json().error.i18n.fields).toEqual({ product_id: { key: 'server.product_missing' } });
    const noCollection = await cmsCall(server(), token, 'POST', '/contents', { section_id: page.grid.id, type: 'collection', collection_id: 999999999 });
    expect(noCollection.statusCode).toBe(400);
    expect(Object.keys(noCollection.json().error.fields)).toEqual(['collection_id']);
    const item = page.items[0]!;
    const moved = await cmsCall(server(), token, 'PUT', `/contents/${item.id}`, { ...item, product_id: 999999999 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toHaveProperty('product_id');
    // Nothing was written: the item still shows its product.
    expect((await cmsCall(server(), token, 'GET', `/contents/${item.id}`)).json()).toMatchObject({ product_id: page.products[0]!.id });
    await server().database.db.delete(products).where(eq(products.id, page.products[0]!.id));
    const retitled = await cmsCall(server(), token, 'PUT', `/contents/${item.id}`, { ...item, title: 'Still here' });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json()).toMatchObject({ title: 'Still here' });
    expect((await cmsCall(server(), token, 'GET', `/contents/${item.id}`)).json()).toMatchObject({ title: 'Still here', dangling: 'deleted' });
  });

  it('serves the published layout publicly with an ETag, a 304 when unchanged, and nothing else', async () => {
    const token = await server().tokenFor('editor');
    const page = await homepage(server(), token, 'footer');
    await publish(server(), token, page.container.id);
    const answer = await publicLayout('footer');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await publicLayout('footer', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A draft change leaves the answer, and so its tag, as they were.
    const secret = await cmsCreate(server(), token, 'sections', { container_id: page.container.id, type: 'text', title: 'Secret draft' });
    await cmsCreate(server(), token, 'contents', { section_id: secret.id, type: 'text', text: 'Hush' });
    expect((await publicLayout('footer', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await publicLayout('footer')).body).not.toContain('Secret draft');
    await publish(server(), token, page.container.id);
    const changed = await publicLayout('footer', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // Only what the storefront shows: no staff fields, no other route without a token.
    expect(changed.body).not.toMatch(/created_by|revision|draft_updated|latest_version/);
    expect((await publicLayout('moon')).statusCode).toBe(400);
    expect((await cmsCall(server(), undefined, 'GET', `/containers/${page.container.id}`)).statusCode).toBe(401);
    expect((await cmsCall(server(), undefined, 'GET', `/containers/${page.container.id}/preview`)).statusCode).toBe(401);
  });

  it('validates containers, sections and content by type', async () => {
    const token = await server().tokenFor('editor');
    const container = await newContainer(server(), token);
    const noProduct = await cmsCall(server(), token, 'POST', '/contents', { section_id: 1, type: 'product' });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.fields).toHaveProperty('product_id');
    const wide = await cmsCall(server(), token, 'POST', '/sections', { container_id: container.id, type: 'banner', layout: { columns: { xs: 1, sm: 1, md: 1, lg: 13, xl: 1 }, spacing: 1 } });
    expect(wide.json().error.fields).toHaveProperty(['layout.columns.lg']);
    const orphan = await cmsCall(server(), token, 'POST', '/sections', { container_id: 999999999, type: 'banner' });
    expect(orphan.statusCode).toBe(422);
    const empty = await cmsCall(server(), token, 'POST', `/containers/${container.id}/publish`, {});
    expect(empty.statusCode).toBe(422);
    const twin = await cmsCall(server(), token, 'POST', '/containers', { platform: 'web', name: 'Twin', slug: container.slug });
    expect(twin.statusCode).toBe(409);
  });
});

import { eq } from 'drizzle-orm';
import { cmsVersions } from '../../server/db/schema';
import { createIn, uniqueWord } from './catalogueApi';
import type { TestServer } from './harness';

/** Helpers for the cms base's routes in server tests. */
export const CMS_API = '/svc/cms';

type Row = Record<string, unknown> & { id: number };

export const cmsCreate = async (server: TestServer, token: string, resource: string, payload: Record<string, unknown>) => {
  const response = await server.request(token, { method: 'POST', url: `${CMS_API}/${resource}`, payload });
  if (response.statusCode !== 201) throw new Error(`create ${resource} failed: ${response.statusCode} ${response.body}`);
  return response.json() as Row;
};

export const cmsCall = (server: TestServer, token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.request(token, { method, url: `${CMS_API}${url}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

export const newContainer = (server: TestServer, token: string, platform = 'web') => {
  const word = uniqueWord('home');
  return cmsCreate(server, token, 'containers', { platform, name: `Home ${word}`, slug: word });
};

export const newProduct = (server: TestServer, token: string, status = 'active') => {
  const word = uniqueWord('cms');
  return createIn(server, token, 'products', { title: `Kurta ${word}`, slug: `kurta-${word}`, status });
};

/** A container with one banner (an image) and one product grid (two products). */
export const homepage = async (server: TestServer, token: string, platform = 'web') => {
  const container = await newContainer(server, token, platform);
  const banner = await cmsCreate(server, token, 'sections', { container_id: container.id, type: 'banner', title: 'Festive sale' });
  await cmsCreate(server, token, 'contents', { section_id: banner.id, type: 'image', image: '/svc/media/api/v1/media/banner.webp', link: '/sale' });
  const grid = await cmsCreate(server, token, 'sections', { container_id: container.id, type: 'product_grid', title: 'New in' });
  const products = [await newProduct(server, token), await newProduct(server, token)];
  const items = [];
  for (const product of products) items.push(await cmsCreate(server, token, 'contents', { section_id: grid.id, type: 'product', product_id: product.id }));
  return { container, banner, grid, products, items };
};

export const publish = async (server: TestServer, token: string, containerId: number, payload: Record<string, unknown> = {}) => {
  const response = await cmsCall(server, token, 'POST', `/containers/${containerId}/publish`, payload);
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; number: number };
};

/** Moves a version's moment into the past, as if its time had come. */
export const letTimePass = async (server: TestServer, versionId: number) => {
  await server.database.db.update(cmsVersions).set({ publish_at: new Date(Date.now() - 1000) }).where(eq(cmsVersions.id, versionId));
};

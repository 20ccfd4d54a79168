import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { asc, and, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CMS_PLATFORMS, publishable } from '@domain/cms';
import type { Database } from '../../db/client';
import { cmsContainers, cmsVersions } from '../../db/schema';
import { resolveSnapshot } from './references';
import { publishedSection } from './sectionSchemas';

const platformParams = z.object({ platform: z.enum(CMS_PLATFORMS) });

/** `publishedLayout` as the storefront gets it (written as text, so the tests check it themselves). */
export const publishedLayoutAnswer = z.object({
  platform: z.enum(CMS_PLATFORMS),
  containers: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), version: z.number().int(), published_at: z.iso.datetime(), sections: z.array(publishedSection) })),
});

/** Storefronts may keep an answer a minute and show it while asking again for ten more; the ETag makes asking cheap. */
export const STOREFRONT_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** True when the client's If-None-Match names this tag (a list, weak or strong, or `*`). */
export const matchesTag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

/** The published layout of one platform: each container's live version, references resolved, nothing dangling. */
export const publishedLayout = async (db: Database, platform: (typeof CMS_PLATFORMS)[number]) => {
  const live = await db
    .selectDistinctOn([cmsVersions.container_id], {
      container_id: cmsVersions.container_id,
      number: cmsVersions.number,
      publish_at: cmsVersions.publish_at,
      snapshot: cmsVersions.snapshot,
      name: cmsContainers.name,
      slug: cmsContainers.slug,
    })
    .from(cmsVersions)
    .innerJoin(cmsContainers, eq(cmsContainers.id, cmsVersions.container_id))
    .where(and(eq(cmsContainers.platform, platform), lte(cmsVersions.publish_at, sql`now()`)))
    .orderBy(asc(cmsVersions.container_id), desc(cmsVersions.publish_at), desc(cmsVersions.number));
  const containers = await Promise.all(
    live.map(async (version) => ({
      id: version.container_id,
      slug: version.slug,
      name: version.name,
      version: version.number,
      published_at: version.publish_at.toISOString(),
      sections: publishable(await resolveSnapshot(db, version.snapshot)),
    })),
  );
  return { platform, containers: containers.sort((a, b) => a.slug.localeCompare(b.slug)) };
};

/** How long one worked-out answer serves every storefront asking (a scheduled version goes live within it). */
export const LAYOUT_REUSE_MS = 1000;

export interface Answer {
  body: string;
  etag: string;
}

/** A storefront answer: its JSON and a strong ETag of it. */
export const storefrontAnswer = (value: unknown): Answer => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/** Sends a storefront answer, cacheable and open to any origin, or a 304 to a client that names its ETag. */
export const sendStorefrontAnswer = (request: FastifyRequest, reply: FastifyReply, { body, etag }: Answer) => {
  void reply.header('ETag', etag).header('Cache-Control', STOREFRONT_CACHE).header('Vary', 'Accept-Encoding');
  if (!reply.hasHeader('Access-Control-Allow-Origin')) void reply.header('Access-Control-Allow-Origin', '*');
  if (matchesTag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
};

/**
 * The published layouts as last worked out, by platform: concurrent and following reads within
 * LAYOUT_REUSE_MS share one computation. Every write on the cms base drops them once it has answered
 * (after its commit); a change made elsewhere (a product archived) shows within LAYOUT_REUSE_MS.
 */
const createLayoutCache = (db: Database) => {
  const answers = new Map<string, { at: number; answer: Promise<Answer> }>();
  const work = async (platform: (typeof CMS_PLATFORMS)[number]): Promise<Answer> => storefrontAnswer(await publishedLayout(db, platform));
  return {
    get: (platform: (typeof CMS_PLATFORMS)[number]) => {
      const kept = answers.get(platform);
      if (kept && Date.now() - kept.at < LAYOUT_REUSE_MS) return kept.answer;
      const answer = work(platform);
      answers.set(platform, { at: Date.now(), answer });
      answer.catch(() => answers.delete(platform));
      return answer;
    },
    clear: () => answers.clear(),
  };
};

/**
 * The storefront's read of the CMS: public (no staff token), read-only, and only what is live. An
 * unchanged answer is a 304 to a client that names its ETag.
 */
export const registerPublicRoutes = (app: FastifyInstance, db: Database) => {
  const layouts = createLayoutCache(db);
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') layouts.clear();
  });
  app.get('/public/layout/:platform', { config: { access: { public: true } }, schema: { summary: 'The live layout of a platform, for storefronts (ETag, 304)', params: platformParams, response: { 200: publishedLayoutAnswer } } }, async (request, reply) => {
    const { platform } = platformParams.parse(request.params);
    return sendStorefrontAnswer(request, reply, await layouts.get(platform));
  });
};

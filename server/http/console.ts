import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isPublicPath, listedResource } from '@domain/consoleRoutes';
import { API_PREFIX } from '../auth/access';
import { sendRouteNotFound } from './errors';

/** Where the build writes its files named by content hash (Vite's build.assetsDir). */
const HASHED_DIR = 'assets';
/** index.html preloading the admin shell's chunks (vite.config.ts), for console paths; a build without it serves index.html. */
const CONSOLE_PAGE = 'console.html';
/** Where the build writes, per resource, the page that also preloads its list screen's chunks (<resource>.html). */
const CONSOLE_LIST_PAGES = 'console';
/** A hashed file never changes under its name: a browser keeps it for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console. Every non-API GET that is not a file gets index.html, so history-mode
 * paths such as /apps/orders reload into the console (a page that preloads the shell, and a list's
 * screen at its paths; not at the public pages' paths, whose sign-in form does not wait for it);
 * index.html and other unhashed files are revalidated on every load (no-cache), so a new build shows
 * at once. Hashed files go as the
 * brotli or gzip copy the build wrote next to them (vite.config.ts) and are cached for good; a
 * missing one answers 404, not the page, so an old page's chunk fails loudly instead of as HTML.
 */
export const registerConsole = async (app: FastifyInstance, dir: string) => {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No built console in ${dir}: run npm run build`);
  const consolePathPage = existsSync(join(dir, CONSOLE_PAGE)) ? CONSOLE_PAGE : 'index.html';
  const listPages = new Set(existsSync(join(dir, CONSOLE_LIST_PAGES)) ? readdirSync(join(dir, CONSOLE_LIST_PAGES)) : []);
  /** The page a path gets: the public pages' own, a list's (its screen preloaded too), or the console's. */
  const pageAt = (path: string) => {
    if (isPublicPath(path)) return 'index.html';
    const resource = listedResource(path);
    return resource && listPages.has(`${resource}.html`) ? `${CONSOLE_LIST_PAGES}/${resource}.html` : consolePathPage;
  };
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', relative(dir, path).startsWith(`${HASHED_DIR}${sep}`) ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(API_PREFIX) && !request.url.startsWith(`/${HASHED_DIR}/`);
    if (page) return reply.sendFile(pageAt(request.url.split('?')[0]!));
    return sendRouteNotFound(request, reply);
  });
};

import Fastify, { type FastifyInstance } from 'fastify';
import { SERVICE_BASES, basePrefix, type ServiceBase } from '@domain/bases';
import { DEFAULT_MEDIA_QUOTA_MB, type BrowserAccess, type TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { registerAccessControl } from './auth/access';
import { readAuthSettings, type AuthSettings } from './auth/settings';
import { createTokenSigner } from './auth/tokens';
import { registerErrorHandler, sendRouteNotFound } from './http/errors';
import { registerConsole } from './http/console';
import { DEFAULT_BODY_LIMIT, registerInputHygiene } from './http/inputHygiene';
import { SERVICES } from './services';
import { ok } from './http/envelope';
import { z } from 'zod';
import { envelope } from './openapi/common';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { registerHealth } from './http/health';
import { useReadReplica } from './db/readReplica';
import { registerNoStore } from './http/noStore';
import { loggingOptions, registerRequestIdHeader } from './http/requestLog';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalFileStore } from './files/store';
import { readJobQueueSettings, startJobQueue, type JobQueueSettings } from './jobs/queue';
import { bundledGeocoder, type Geocoder } from './services/maps/geocoder';
import type { MailSettings } from './services/cms/notifications/mailSettings';
import { registerSchemaCompilers } from './openapi/routeSchema';
import { registerOpenApiRoute } from './openapi/routes';

/** The API's version in its OpenAPI description. */
const API_VERSION = '1.0.0';

export interface AppOptions {
  database: DatabaseHandle;
  /** A replica for lists (DATABASE_READ_URL); the primary when omitted. */
  readDatabase?: DatabaseHandle;
  /** Bases to serve; all by default (`--services product,order` serves a subset). */
  services?: readonly ServiceBase[];
  /** Built console to serve for every non-API path. */
  consoleDir?: string;
  authSecret?: string;
  /** Session settings; the defaults when omitted (main.ts reads them from the environment). */
  authSettings?: AuthSettings;
  logger?: boolean;
  /** pino level (LOG_LEVEL); `logger: true` means info, otherwise error. */
  logLevel?: string;
  /** Queries slower than this are logged as warnings (SLOW_QUERY_MS); off when omitted. */
  slowQueryMs?: number;
  /** Behind a TLS-terminating proxy: whose X-Forwarded-* to believe (client address, https for Secure cookies); off by default. */
  trustProxy?: TrustProxy;
  /** Other origins the browser may involve; none by default (same-origin console, CORS closed). */
  browserAccess?: BrowserAccess;
  /** Uploaded files; a fresh temporary directory when omitted (tests, an in-memory database). */
  filesDir?: string;
  /** Job queue settings; by default this server sends jobs but runs none (main.ts runs them). */
  jobs?: Partial<JobQueueSettings>;
  mediaQuotaMb?: number;
  /** The SMTP server notifications' e-mail goes through (`SMTP_HOST` …); the outbox table when omitted. */
  mail?: MailSettings;
  /** Pincode geocoding; the bundled India Post directory by default. */
  geocoder?: Geocoder;
  /** Prepare the geocoder (index the pincode directory) at start, in the background (main.ts); otherwise on the first lookup. */
  prepareGeocoder?: boolean;
  /** Check every JSON answer against its route's response schema, a mismatch answering 500 (the server tests). */
  checkResponses?: boolean;
}

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  // Errors are logged whatever `logger` says (a 500 must never pass unseen); requests only with it.
  const logLevel = options.logLevel ?? (options.logger ? 'info' : 'error');
  const app = Fastify({ ...loggingOptions(logLevel), bodyLimit: DEFAULT_BODY_LIMIT, trustProxy: options.trustProxy ?? false });
  registerRequestIdHeader(app);
  if (options.slowQueryMs !== undefined) {
    options.database.watchSlowQueries(options.slowQueryMs, (query) => app.log.warn({ slowQuery: query }, 'slow query'));
  }
  const { db } = options.database;
  if (options.readDatabase) useReadReplica(db, options.readDatabase.db);
  const tokens = await createTokenSigner(db, options.authSecret);
  const authSettings = options.authSettings ?? readAuthSettings({});
  const browserAccess = options.browserAccess ?? { apiOrigins: [], corsOrigins: [] };
  await registerSecurityHeaders(app, { apiOrigins: browserAccess.apiOrigins, identityProvider: authSettings.oidc?.issuer });
  await registerCors(app, browserAccess.corsOrigins);
  await registerCompression(app);
  registerErrorHandler(app);
  registerSchemaCompilers(app, { checkResponses: options.checkResponses ?? false });
  registerInputHygiene(app);
  registerAccessControl(app, db, tokens);
  registerNoStore(app);
  const temporaryFiles = options.filesDir ? undefined : await mkdtemp(join(tmpdir(), 'bo-files-'));
  if (temporaryFiles) app.addHook('onClose', () => rm(temporaryFiles, { recursive: true, force: true }));
  const files = createLocalFileStore(options.filesDir ?? temporaryFiles!);
  const jobs = await startJobQueue(options.database, files, { ...readJobQueueSettings({}), work: false, ...options.jobs }, options.mail);
  app.addHook('onClose', () => jobs.stop());
  const mediaQuotaBytes = (options.mediaQuotaMb ?? DEFAULT_MEDIA_QUOTA_MB) * 1024 * 1024;
  const context = { db, tokens, authSettings, files, jobs, mediaQuotaBytes, geocoder: options.geocoder ?? bundledGeocoder };

  registerHealth(app, options.database, jobs);
  app.get(
    '/svc/health',
    { config: { access: { public: true } }, schema: { response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) } } },
    async () => ok({ status: 'ok', database: options.database.kind }),
  );
  registerOpenApiRoute(app, API_VERSION);

  for (const base of options.services ?? SERVICE_BASES) {
    const plugin = SERVICES[base];
    if (plugin) await app.register(async (scope) => plugin(scope, context), { prefix: basePrefix(base) });
  }
  if (options.consoleDir) await registerConsole(app, options.consoleDir);
  else app.setNotFoundHandler(sendRouteNotFound);
  // Not awaited: the index takes seconds to build, and no other route waits for it.
  if (options.prepareGeocoder && (options.services ?? SERVICE_BASES).includes('maps')) {
    context.geocoder.prepare?.().catch((error: unknown) => app.log.error(error, 'the geocoder could not be prepared; lookups will try again'));
  }
  return app;
};

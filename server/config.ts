import { SERVICE_BASES, type ServiceBase } from '@domain/bases';
import { join } from 'node:path';
import { readAuthSettings, type AuthSettings } from './auth/settings';
import { readJobQueueSettings, type JobQueueSettings } from './jobs/queue';
import { parseWorkers } from './cluster';

/** Server settings from the environment and command line. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** DATABASE_READ_URL: a replica for lists (with DATABASE_URL only). */
  databaseReadUrl?: string;
  dataDir: string;
  services: ServiceBase[];
  consoleDir?: string;
  authSecret?: string;
  authSettings: AuthSettings;
  trustProxy: TrustProxy;
  browserAccess: BrowserAccess;
  /** Uploaded files: `FILES_DIR`, else `files` under the data directory. */
  filesDir: string;
  jobs: JobQueueSettings;
  mediaQuotaMb: number;
  /** pino level: LOG_LEVEL, else info with LOG_REQUESTS=1, else warn. */
  logLevel: string;
  /** `--workers N` / WORKERS: server processes sharing the port (PostgreSQL only). */
  workers: number;
  /** SLOW_QUERY_MS: queries this slow are logged (0: none). */
  slowQueryMs?: number;
}

/** Queries at least this slow are logged unless SLOW_QUERY_MS says otherwise. */
export const DEFAULT_SLOW_QUERY_MS = 500;

/** Media each employee may store unless `MEDIA_QUOTA_MB` says otherwise. */
export const DEFAULT_MEDIA_QUOTA_MB = 200;

/** Which other origins the browser may involve (docs/security.md). */
export interface BrowserAccess {
  /** Origins of API bases on other hosts: the console's connect-src and img-src. */
  apiOrigins: string[];
  /** Origins of consoles on other hosts that may call this server (CORS, with credentials). */
  corsOrigins: string[];
}

/** Fastify's trustProxy: off, every proxy, the proxies' addresses (CIDR allowed), or which hops to believe. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY: unset or "false" off; "true"; a hop count ("1"); or a comma-separated list of addresses. */
export const parseTrustProxy = (raw: string | undefined): TrustProxy => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((address) => address.trim()).filter(Boolean);
};

const parseServices = (raw: string | undefined): ServiceBase[] => {
  if (!raw) return [...SERVICE_BASES];
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(SERVICE_BASES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`Unknown service(s): ${unknown.join(', ')}. Known: ${SERVICE_BASES.join(', ')}`);
  return names as ServiceBase[];
};

/** The origins of a comma-separated list of URLs; a list entry that is not an http(s) URL stops the start. */
const parseOrigins = (raw: string | undefined, variable: string): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = /^https?:\/\//.test(entry) && URL.canParse(entry) ? new URL(entry).origin : undefined;
      if (!origin) throw new Error(`${variable}: ${entry} is not an http(s) URL`);
      return origin;
    });

/**
 * The console's API bases that live on other hosts, as configured for its build
 * (VITE_<BASE>_API_URL; relative ones are on this server), and CSP_CONNECT_SRC for any the
 * server's environment does not show.
 */
const readBrowserAccess = (env: NodeJS.ProcessEnv): BrowserAccess => {
  const baseUrls = SERVICE_BASES.map((base) => env[`VITE_${base.toUpperCase()}_API_URL`]).filter((url) => url && !url.startsWith('/'));
  const apiOrigins = [...parseOrigins(baseUrls.join(','), 'VITE_<BASE>_API_URL'), ...parseOrigins(env.CSP_CONNECT_SRC, 'CSP_CONNECT_SRC')];
  return { apiOrigins: [...new Set(apiOrigins)], corsOrigins: parseOrigins(env.CORS_ORIGINS, 'CORS_ORIGINS') };
};

/** DATABASE_READ_URL needs PostgreSQL on both sides: PGlite has no replicas. */
const readReplicaUrl = (env: NodeJS.ProcessEnv): string | undefined => {
  const url = env.DATABASE_READ_URL || undefined;
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url) || !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    throw new Error('DATABASE_READ_URL: a postgres:// replica of the PostgreSQL database DATABASE_URL names');
  }
  return url;
};

const argValue = (argv: string[], name: string): string | undefined => {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
};

export const readConfig = (env: NodeJS.ProcessEnv, argv: string[]): ServerConfig => ({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '127.0.0.1',
  databaseUrl: env.DATABASE_URL || undefined,
  databaseReadUrl: readReplicaUrl(env),
  dataDir: env.DATA_DIR ?? 'data',
  filesDir: env.FILES_DIR || join(env.DATA_DIR ?? 'data', 'files'),
  jobs: readJobQueueSettings(env),
  mediaQuotaMb: Number(env.MEDIA_QUOTA_MB) > 0 ? Number(env.MEDIA_QUOTA_MB) : DEFAULT_MEDIA_QUOTA_MB,
  services: parseServices(argValue(argv, 'services') ?? env.SERVICES),
  consoleDir: argv.includes('--no-console') ? undefined : (env.CONSOLE_DIR ?? 'dist'),
  authSecret: env.AUTH_SECRET || undefined,
  authSettings: readAuthSettings(env),
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  browserAccess: readBrowserAccess(env),
  workers: parseWorkers(argValue(argv, 'workers') ?? env.WORKERS),
  logLevel: env.LOG_LEVEL || (env.LOG_REQUESTS === '1' ? 'info' : 'warn'),
  slowQueryMs: env.SLOW_QUERY_MS === '0' ? undefined : Number(env.SLOW_QUERY_MS) > 0 ? Number(env.SLOW_QUERY_MS) : DEFAULT_SLOW_QUERY_MS,
});

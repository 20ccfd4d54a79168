import { SERVICE_BASES, type ServiceBase } from '../src/domain/bases';
import { join } from 'node:path';
import { readAuthSettings, type AuthSettings } from './auth/settings';
import { readJobQueueSettings, type JobQueueSettings } from './jobs/queue';

/** Server settings from the environment and command line. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  services: ServiceBase[];
  consoleDir?: string;
  authSecret?: string;
  authSettings: AuthSettings;
  /** Uploaded files: `FILES_DIR`, else `files` under the data directory. */
  filesDir: string;
  jobs: JobQueueSettings;
  mediaQuotaMb: number;
}

/** Media each employee may store unless `MEDIA_QUOTA_MB` says otherwise. */
export const DEFAULT_MEDIA_QUOTA_MB = 200;

const parseServices = (raw: string | undefined): ServiceBase[] => {
  if (!raw) return [...SERVICE_BASES];
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(SERVICE_BASES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`Unknown service(s): ${unknown.join(', ')}. Known: ${SERVICE_BASES.join(', ')}`);
  return names as ServiceBase[];
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
  dataDir: env.DATA_DIR ?? 'data',
  filesDir: env.FILES_DIR || join(env.DATA_DIR ?? 'data', 'files'),
  jobs: readJobQueueSettings(env),
  mediaQuotaMb: Number(env.MEDIA_QUOTA_MB) > 0 ? Number(env.MEDIA_QUOTA_MB) : DEFAULT_MEDIA_QUOTA_MB,
  services: parseServices(argValue(argv, 'services') ?? env.SERVICES),
  consoleDir: argv.includes('--no-console') ? undefined : (env.CONSOLE_DIR ?? 'dist'),
  authSecret: env.AUTH_SECRET || undefined,
  authSettings: readAuthSettings(env),
});

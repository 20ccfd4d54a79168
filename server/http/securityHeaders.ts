import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';

/** What the console's pages may reach besides their own origin. */
export interface ContentPolicySources {
  /** API bases on other hosts: the console fetches from them, and images come from the media base. */
  apiOrigins: readonly string[];
  /** The OpenID Connect provider: its discovery document is fetched, and silent renewal frames it. */
  identityProvider?: string;
}

const HSTS = 'max-age=31536000; includeSubDomains';
/** The page the identity provider answers to; in silent renewal it loads in a frame of the console. */
const CALLBACK_PATH = '/callback';

const isCallback = (request: IncomingMessage) => request.url === CALLBACK_PATH || Boolean(request.url?.startsWith(`${CALLBACK_PATH}?`));

/**
 * The content security policy of every answer. Scripts only from the console's own files (no inline
 * script, no eval); styles also inline, because MUI/emotion insert <style> tags at run time (docs/security.md,
 * "Security headers"); nothing may frame a page, except the callback page framed by the console
 * itself for silent renewal when an identity provider is configured.
 */
export const contentSecurityDirectives = ({ apiOrigins, identityProvider }: ContentPolicySources) => {
  const provider = identityProvider ? [new URL(identityProvider).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...apiOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...apiOrigins, ...provider],
    frameSrc: provider.length ? ["'self'", ...provider] : ["'none'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: [(request: IncomingMessage) => (provider.length && isCallback(request) ? "'self'" : "'none'")],
  };
};

/**
 * Security headers on every answer, the console's files and the API alike (@fastify/helmet):
 * the policy above, nosniff, a referrer without paths across origins, and HSTS only over https
 * (request.protocol follows X-Forwarded-Proto when the server trusts its proxy).
 */
export const registerSecurityHeaders = async (app: FastifyInstance, sources: ContentPolicySources) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(sources) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // X-Frame-Options is for browsers without frame-ancestors; SAMEORIGIN keeps silent renewal working there.
    frameguard: { action: 'sameorigin' },
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
};

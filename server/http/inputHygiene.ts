import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlCharacters } from '@domain/bounds';
import { badRequest, HttpError, type FieldMessages } from './errors';

/** JSON bodies of every route but the public ones; uploads stream through multipart and have their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Public routes (sign-in, refresh, OIDC) take a few fields from anyone: a small body is all they need. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** No form of the console nests deeper than a few levels; deeper bodies are refused before parsing. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests objects and arrays deeper than `limit`: one pass over the text, before any parsing. */
export const nestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
};

const tooDeep = () => new HttpError(400, 'invalid_input', { key: 'server.body_too_deep', params: { max: MAX_JSON_DEPTH } });

/** The paths (a.b.0) of the strings and keys of a parsed value that carry control characters. */
const controlCharacterPaths = (value: unknown, path: string, found: string[]) => {
  if (found.length >= 10) return;
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path || '_');
  } else if (Array.isArray(value)) value.forEach((item, index) => controlCharacterPaths(item, path ? `${path}.${index}` : String(index), found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) found.push(at);
      else controlCharacterPaths(item, at, found);
    }
  }
};

/**
 * Refuses control characters (NUL above all: PostgreSQL cannot store it) anywhere in client input,
 * naming the fields. Tab and line breaks pass here; one-line fields refuse them in their schema.
 */
export const refuseControlCharacters = (value: unknown, prefix = '') => {
  const found: string[] = [];
  controlCharacterPaths(value, prefix, found);
  if (!found.length) return;
  const fields: FieldMessages = Object.fromEntries(found.map((path) => [path, { key: 'server.control_characters' }]));
  throw badRequest({ key: 'server.invalid_fields' }, fields);
};

const checkRequestInput = async (request: FastifyRequest) => {
  refuseControlCharacters(request.query);
  refuseControlCharacters(request.body);
};

/**
 * Input hygiene for every route, in one place: body limits by route (small on public routes), JSON
 * nesting bounded before parsing (so parsing any body costs at most a few milliseconds), prototype
 * keys refused, and control characters refused in query and body.
 */
export const registerInputHygiene = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && route.config?.access && 'public' in route.config.access) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parseJson(request, body as string, done);
  });
  app.addHook('preValidation', checkRequestInput);
};

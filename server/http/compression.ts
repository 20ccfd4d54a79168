import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Answers under this size go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers of 1 kB and more (brotli at quality 4, cheap enough per request, or gzip);
 * the console's hashed files are compressed once at build and sent as they are (console.ts).
 * Request bodies are not decompressed: no client sends them compressed.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  compressItemRangeAnswers(app);
};

/**
 * @fastify/compress leaves an answer with a Content-Range header alone, reading it as the byte range
 * of a partial answer. The lists of ra-data-simple-rest carry an item range instead
 * (`products 0-24/1000`) on a 200, and compress like any JSON: the header is set aside before the
 * plugin's onSend hook (instance hooks run before route hooks) and put back after it (appended to
 * each route once the plugin has added its own).
 */
const compressItemRangeAnswers = (app: FastifyInstance) => {
  const itemRanges = new WeakMap<FastifyReply, string>();
  app.addHook('onSend', async (_request, reply, payload) => {
    const range = reply.getHeader('Content-Range');
    if (reply.statusCode === 200 && typeof range === 'string' && !range.startsWith('bytes ')) {
      itemRanges.set(reply, range);
      reply.removeHeader('Content-Range');
    }
    return payload;
  });
  const restoreItemRange: onSendHookHandler = async (_request, reply, payload) => {
    const range = itemRanges.get(reply);
    if (range !== undefined) reply.header('Content-Range', range);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), restoreItemRange];
  });
};

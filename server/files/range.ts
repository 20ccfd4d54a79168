import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ByteRange } from './store';

/**
 * The one range of a `Range: bytes=…` header (RFC 9110 §14.1.2): `a-b`, `a-` or the last `-n` bytes.
 * undefined means "send the whole file" (no header, another unit, several ranges: ignoring a Range
 * header is always allowed); 'unsatisfiable' when the range lies outside the file.
 */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
};

export interface Servable {
  size: number;
  contentType: string;
  read(range?: ByteRange): Readable;
}

/** Streams a file with range support: 200 whole, 206 with Content-Range, 416 outside it. */
export const sendRanged = (request: FastifyRequest, reply: FastifyReply, file: Servable) => {
  reply.header('Accept-Ranges', 'bytes').header('Content-Type', file.contentType);
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
  }
  if (!range) return reply.header('Content-Length', file.size).send(file.read());
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(file.read(range));
};

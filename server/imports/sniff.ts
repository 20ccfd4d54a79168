import type { Readable } from 'node:stream';

/** What an uploaded import file turned out to be, judged by its bytes, never by its name. */
export type FileKind =
  | { kind: 'xlsx' }
  | { kind: 'text'; encoding: TextEncoding; bomLength: number; delimiter?: string }
  | { kind: 'rejected'; reason: 'empty' | 'binary' | 'encoding' };

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Bytes Windows-1252 leaves undefined: a file holding them is in neither encoding we read. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, index) => head[index] === byte);

/** Control bytes other than tab, CR, LF and form feed: text files hold none, binaries many. */
const looksBinary = (head: Buffer) => {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control > head.length / 100;
};

/**
 * Reads the whole file once (streamed) and names its format and encoding: XLSX by its zip magic,
 * UTF-16 by its byte order mark, UTF-8 when every byte sequence is valid UTF-8 (with or without BOM),
 * else Windows-1252 unless a byte it leaves undefined occurs.
 */
export const sniffFile = async (source: Readable): Promise<FileKind> => {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let head: Buffer | undefined;
  let validUtf8 = true;
  let definedIn1252 = true;
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (!head) {
      head = chunk.subarray(0, 8192);
      if (startsWith(head, ZIP_MAGIC)) {
        source.destroy();
        return { kind: 'xlsx' };
      }
      if (startsWith(head, [0xff, 0xfe])) return stop(source, { kind: 'text', encoding: 'utf-16le', bomLength: 2 });
      if (startsWith(head, [0xfe, 0xff])) return stop(source, { kind: 'text', encoding: 'utf-16be', bomLength: 2 });
      if (looksBinary(head)) return stop(source, { kind: 'rejected', reason: 'binary' });
    }
    size += chunk.length;
    if (validUtf8) {
      try {
        utf8.decode(chunk, { stream: true });
      } catch {
        validUtf8 = false;
      }
    }
    if (!validUtf8) for (const byte of chunk) if (UNDEFINED_IN_1252.has(byte)) definedIn1252 = false;
    if (!validUtf8 && !definedIn1252) return stop(source, { kind: 'rejected', reason: 'encoding' });
  }
  if (!head || size === 0) return { kind: 'rejected', reason: 'empty' };
  if (validUtf8) {
    try {
      utf8.decode();
    } catch {
      validUtf8 = false;
    }
  }
  if (validUtf8) return { kind: 'text', encoding: 'utf-8', bomLength: startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0 };
  return definedIn1252 ? { kind: 'text', encoding: 'windows-1252', bomLength: 0 } : { kind: 'rejected', reason: 'encoding' };
};

const stop = (source: Readable, kind: FileKind): FileKind => {
  source.destroy();
  return kind;
};

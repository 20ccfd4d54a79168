import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { MAX_IMPORT_MEGABYTES, MAX_IMPORT_ROWS } from '@domain/imports/imports';
import type { ServerMessage } from '@domain/serverMessages';
import { storeMultipartFile } from '../files/multipartUpload';
import type { FileStore } from '../files/store';
import { refusedAt } from '../http/errors';
import { importFileKey } from './chunks';
import { countTextRecords, readRecords, withDelimiter } from './records';
import { sniffFile, type FileKind } from './sniff';

const TOO_LARGE: ServerMessage = { key: 'server.import_too_large', params: { megabytes: MAX_IMPORT_MEGABYTES } };
const NOT_A_TABLE: ServerMessage = { key: 'server.import_not_a_table' };
const REJECTED: Record<'empty' | 'binary' | 'encoding', ServerMessage> = {
  empty: { key: 'server.import_empty' },
  binary: NOT_A_TABLE,
  encoding: { key: 'server.import_unknown_encoding' },
};

/** A CSV whose records a byte scan counts: its line breaks, quotes and delimiters are single ASCII bytes. */
const byteCountable = (format: FileKind): format is Extract<FileKind, { kind: 'text' }> => format.kind === 'text' && (format.encoding === 'utf-8' || format.encoding === 'windows-1252');

const refused = (message: ServerMessage, status = 400) => refusedAt(status, status === 413 ? 'too_large' : 'invalid_input', 'file', message);

/**
 * Streams an uploaded import file into the store, judges its format and encoding by content, reads its
 * header and counts its records (a CSV by a byte scan): a header alone, or more rows than an import
 * takes, is refused here rather than after a dry run. Anything refused leaves nothing stored.
 */
export const storeImportFile = async (request: FastifyRequest, files: FileStore) => {
  const key = importFileKey(randomBytes(16).toString('hex'));
  let stored;
  try {
    stored = await storeMultipartFile(request, files, key, NOT_A_TABLE);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(TOO_LARGE, 413);
    throw error;
  }
  try {
    if (stored.truncated) throw refused(TOO_LARGE, 413);
    const sniffed = await sniffFile(files.read(key));
    if (sniffed.kind === 'rejected') throw refused(REJECTED[sniffed.reason]);
    const format = await withDelimiter(() => files.read(key), sniffed);
    let headers: string[] | undefined;
    let rows = 0;
    try {
      for await (const { cells } of readRecords(files.read(key), format)) {
        if (!headers) {
          headers = cells.map((header) => header.trim());
          if (byteCountable(format)) break;
        } else rows += 1;
      }
      if (headers && byteCountable(format)) rows = (await countTextRecords(() => files.read(key), format)) - 1;
    } catch {
      // An XLSX the reader cannot open (a zip that is not a workbook) is no table either.
      throw refused(NOT_A_TABLE);
    }
    if (!headers) throw refused(REJECTED.empty);
    if (rows > MAX_IMPORT_ROWS) throw refused({ key: 'server.import_too_many_rows', params: { max: MAX_IMPORT_ROWS } });
    if (rows === 0) throw refused({ key: 'server.import_header_only' });
    return { key, format, headers, rows, size: stored.size, name: stored.filename.slice(0, 200) || 'import' };
  } catch (error) {
    await files.remove(key);
    throw error;
  }
};

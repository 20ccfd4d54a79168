import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import type { FileKind, TextEncoding } from './sniff';

/** The delimiters a CSV may use; papaparse picks the one that splits the first rows consistently. */
const DELIMITERS = [',', ';', '\t', '|'];

/** papaparse guesses the delimiter and line ending from its first chunk: give it a long one. */
const GUESS_CHUNK_CHARACTERS = 64 * 1024;

/** Decodes a byte stream to text in `encoding` (dropping a byte order mark), in chunks of 64k characters or more. */
const decodeStream = (encoding: TextEncoding, bomLength: number) => {
  const decoder = new TextDecoder(encoding, { ignoreBOM: bomLength === 0 });
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.decode(chunk, { stream: true });
      if (pending.length < GUESS_CHUNK_CHARACTERS) return done();
      const text = pending;
      pending = '';
      done(null, text);
    },
    flush(done) {
      done(null, pending + decoder.decode());
    },
  });
};

/** A cell of a spreadsheet as the text a CSV would hold (dates as ISO days, numbers unrounded). */
const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * The records of an import file, header first, each an array of cell texts; blank lines are skipped.
 * CSV is parsed as it streams (back-pressured: the file is never held whole). XLSX is a zip whose
 * sheet must be read whole; the upload limit bounds it.
 */
export async function* readRecords(source: Readable, kind: Extract<FileKind, { kind: 'text' | 'xlsx' }>): AsyncGenerator<string[]> {
  if (kind.kind === 'xlsx') {
    const rows = await readSheet(source);
    for (const row of rows) {
      const record = row.map(cellText);
      if (!isBlank(record)) yield record;
    }
    return;
  }
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy' });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(decodeStream(kind.encoding, kind.bomLength)).pipe(parser);
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!isBlank(record)) yield record;
  }
}

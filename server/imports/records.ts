import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import type { FileKind, TextEncoding } from './sniff';

/** The delimiters a CSV may use; papaparse picks the one that splits the first rows consistently. */
const DELIMITERS = [',', ';', '\t', '|'];

/** How the delimiter is guessed: blank lines passed over (counted in, they throw the guess off). */
const GUESS_CONFIG = { delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy' } as const;

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

/** A record of an import file and its row in a spreadsheet (1 the first line; blank lines counted, a quoted line break not). */
export interface FileRecord {
  row: number;
  cells: string[];
}

/**
 * The records of an import file, header first, each with its cell texts and the row a spreadsheet
 * shows it at; blank lines are skipped but counted. CSV is parsed as it streams (back-pressured: the
 * file is never held whole), with the delimiter the upload found (guessed again for a file stored
 * without it). XLSX is a zip whose sheet must be read whole; the upload limit bounds it.
 */
export async function* readRecords(source: Readable, kind: Extract<FileKind, { kind: 'text' | 'xlsx' }>): AsyncGenerator<FileRecord> {
  let row = 0;
  if (kind.kind === 'xlsx') {
    for (const cells of await readSheet(source)) {
      row += 1;
      const record = cells.map(cellText);
      if (!isBlank(record)) yield { row, cells: record };
    }
    return;
  }
  const text = source.pipe(decodeStream(kind.encoding, kind.bomLength));
  source.on('error', (error) => text.destroy(error));
  try {
    for await (const record of parsedRecords(text, kind.delimiter)) {
      row += 1;
      if (!isBlank(record)) yield { row, cells: record };
    }
  } finally {
    // Both: a piped stream does not end its destination when destroyed.
    source.destroy();
    text.destroy();
  }
}

/** Parsed chunks held before the text stream is paused (the file is read no further ahead). */
const CHUNKS_AHEAD = 2;

/**
 * The records papaparse reads from a stream of text, a chunk of text at a time (its `chunk` callback).
 * Its Node duplex (NODE_STREAM_INPUT) hands records on one by one and pauses every 16 of them, cutting
 * its remaining text anew each time: parsing a 100,000-record file took it ten times as long.
 */
async function* parsedRecords(text: Readable, delimiter: string | undefined): AsyncGenerator<string[]> {
  const chunks: string[][][] = [];
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const woken = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse<string[]>(text, {
    // Blank lines are read (as records of one empty cell) so each record's row counts them.
    ...(delimiter ? { delimiter } : { delimitersToGuess: DELIMITERS }),
    skipEmptyLines: false,
    chunk: ({ data }) => {
      chunks.push(data);
      if (chunks.length >= CHUNKS_AHEAD) text.pause();
      woken();
    },
    complete: () => {
      finished = true;
      woken();
    },
    error: (error) => {
      failure = error;
      woken();
    },
  });
  for (;;) {
    const records = chunks.shift();
    if (records) {
      if (chunks.length < CHUNKS_AHEAD) text.resume();
      yield* records;
    } else if (failure) throw failure;
    else if (finished) return;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}

type TextKind = Extract<FileKind, { kind: 'text' }>;

/** The delimiter of a CSV, guessed from its first chunk of text; the upload keeps it with the file's format for every later read. */
export const delimiterOf = async (source: Readable, kind: TextKind) => {
  // The decoder hands its text on as UTF-8 bytes.
  for await (const text of source.pipe(decodeStream(kind.encoding, kind.bomLength)) as AsyncIterable<Buffer>) {
    source.destroy();
    return Papa.parse<string[]>(text.toString('utf8'), { ...GUESS_CONFIG, preview: 1 }).meta.delimiter;
  }
  return DELIMITERS[0]!;
};

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const WHITESPACE = new Set([0x20, 0x09, 0x0b, 0x0c]);

/**
 * The records of a CSV in an ASCII-compatible encoding (UTF-8, Windows-1252), header included, counted
 * as readRecords reads them: a quote opens a quoted cell only first in its cell, line breaks inside one
 * are the cell's, and a record of only ASCII whitespace and delimiters is blank. A byte scan, several times
 * faster than parsing: the upload counts a file before its dry run parses it. `open` reads the file
 * from its start (twice: its first chunk tells the delimiter).
 */
export const countTextRecords = async (open: () => Readable, kind: TextKind) => {
  const delimiter = (kind.delimiter ?? (await delimiterOf(open(), kind))).charCodeAt(0);
  const blank = (byte: number) => byte === delimiter || WHITESPACE.has(byte);
  let records = 0;
  let quoted = false;
  let quoteSeen = false;
  let spacesAfterQuote = false;
  let cellStart = true;
  let content = false;
  for await (const chunk of open() as AsyncIterable<Buffer>) {
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index]!;
      if (quoted) {
        if (!quoteSeen) {
          if (byte === QUOTE) quoteSeen = true;
          else if (!blank(byte) && byte !== LF && byte !== CR) content = true;
          continue;
        }
        // After a quote in a quoted cell: a second quote is one quote of the text; spaces may come
        // before the delimiter or line break that ends the cell; anything else makes the quote text
        // and the cell goes on (papaparse's reading of a malformed quote).
        if (byte === QUOTE) {
          content = true;
          quoteSeen = spacesAfterQuote;
          spacesAfterQuote = false;
          continue;
        }
        if (WHITESPACE.has(byte) && byte !== delimiter) {
          spacesAfterQuote = true;
          continue;
        }
        quoteSeen = false;
        spacesAfterQuote = false;
        if (byte !== delimiter && byte !== LF && byte !== CR) {
          content = true;
          continue;
        }
        quoted = false;
      }
      if (byte === LF || byte === CR) {
        if (content) records += 1;
        content = false;
        cellStart = true;
      } else if (byte === QUOTE && cellStart) {
        quoted = true;
        cellStart = false;
      } else {
        cellStart = byte === delimiter;
        if (!blank(byte)) content = true;
      }
    }
  }
  // A quote that closes its cell followed by spaces only up to the end of the file does not close it for
  // papaparse (only a delimiter or a line break after the spaces does): the quote is text, not blank.
  const lastCellMalformed = quoted && quoteSeen && spacesAfterQuote;
  return content || lastCellMalformed ? records + 1 : records;
};

/** The file's format with its delimiter (one stored before the upload kept it gets it guessed here, as the upload would). */
export const withDelimiter = async <Kind extends Extract<FileKind, { kind: 'text' | 'xlsx' }>>(open: () => Readable, kind: Kind): Promise<Kind> =>
  kind.kind === 'text' && !kind.delimiter ? { ...kind, delimiter: await delimiterOf(open(), kind) } : kind;

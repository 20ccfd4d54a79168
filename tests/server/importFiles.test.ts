import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { sniffFile } from '../../server/imports/sniff';
import { countTextRecords, readRecords, withDelimiter } from '../../server/imports/records';
import { xlsxOf } from './fixtures/xlsx';

/** Streams the bytes in small chunks, as an upload arrives: sniffing and parsing must not need them whole. */
const streamOf = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) => bytes.subarray(index * 7, index * 7 + 7)));

const recordsOf = async (bytes: Buffer) => {
  const kind = await sniffFile(streamOf(bytes));
  if (kind.kind === 'rejected') return kind;
  const records: string[][] = [];
  for await (const record of readRecords(streamOf(bytes), await withDelimiter(() => streamOf(bytes), kind))) records.push(record.cells);
  return { kind, records };
};

const windows1252 = (text: string) => Buffer.from(Array.from(text, (character) => ({ é: 0xe9, ü: 0xfc, '€': 0x80 })[character] ?? character.charCodeAt(0)));

describe('import files: format and encoding judged by content', () => {
  it('reads UTF-8 with and without a BOM, any delimiter, quoted newlines, skipping blank lines', async () => {
    expect(await recordsOf(Buffer.from('email;name\na@b.c;José\n\n;\nx@y.z;"two\nlines"\n'))).toEqual({
      kind: { kind: 'text', encoding: 'utf-8', bomLength: 0 },
      records: [['email', 'name'], ['a@b.c', 'José'], ['x@y.z', 'two\nlines']],
    });
    const withBom = await recordsOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('email,name\r\na@b.c,Zoë\r\n')]));
    expect(withBom).toMatchObject({ kind: { encoding: 'utf-8', bomLength: 3 }, records: [['email', 'name'], ['a@b.c', 'Zoë']] });
    expect(await recordsOf(Buffer.from('email\tname\na@b.c\tAsha\n'))).toMatchObject({ records: [['email', 'name'], ['a@b.c', 'Asha']] });
    expect(await recordsOf(Buffer.from('email|name\na@b.c|Asha\n'))).toMatchObject({ records: [['email', 'name'], ['a@b.c', 'Asha']] });
  });

  it('numbers each record by the row a spreadsheet shows it at: blank lines counted, a quoted line break not', async () => {
    const bytes = Buffer.from('\uFEFFemail;name\r\n\r\na@b.c;José\r\n;\r\nx@y.z;"two\r\nlines"\r\n\r\nq@r.s;李\r\n');
    const kind = await sniffFile(streamOf(bytes));
    if (kind.kind !== 'text') throw new Error('not text');
    const rows = [];
    for await (const record of readRecords(streamOf(bytes), await withDelimiter(() => streamOf(bytes), kind))) rows.push([record.row, record.cells[0]]);
    expect(rows).toEqual([[1, 'email'], [3, 'a@b.c'], [5, 'x@y.z'], [7, 'q@r.s']]);
  });

  it('detects Windows-1252 (a byte sequence UTF-8 cannot hold) and UTF-16 by its BOM', async () => {
    expect(await recordsOf(windows1252('email,name\na@b.c,José Müller €\n'))).toEqual({
      kind: { kind: 'text', encoding: 'windows-1252', bomLength: 0 },
      records: [['email', 'name'], ['a@b.c', 'José Müller €']],
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('email\tname\na@b.c\tJosé\n', 'utf16le')]);
    expect(await recordsOf(utf16)).toMatchObject({ kind: { encoding: 'utf-16le' }, records: [['email', 'name'], ['a@b.c', 'José']] });
  });

  it('reads the first sheet of an XLSX, numbers as text', async () => {
    const result = await recordsOf(xlsxOf([['email', 'orders'], ['a@b.c', 3], ['', ''], ['x@y.z', 12.5]]));
    expect(result).toEqual({ kind: { kind: 'xlsx' }, records: [['email', 'orders'], ['a@b.c', '3'], ['x@y.z', '12.5']] });
  });

  it('rejects an empty file, a binary renamed .csv and bytes neither UTF-8 nor Windows-1252', async () => {
    expect(await recordsOf(Buffer.alloc(0))).toEqual({ kind: 'rejected', reason: 'empty' });
    expect(await recordsOf(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]))).toEqual({ kind: 'rejected', reason: 'binary' });
    expect(await recordsOf(Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0xc3, 0x81, 0x81, 0x0a]))).toEqual({ kind: 'rejected', reason: 'encoding' });
  });
});

describe('import files: the upload counts a CSV by a byte scan', () => {
  /** Cells of CSV text: plain, quoted (with doubled quotes and the file's line breaks), stray quotes, blanks and spaces. */
  const cell = fc.oneof(
    fc.constantFrom('', ' ', 'a', 'José', '5" screen', 'x"y', '""', '"a,b"', '"two{NL}lines"', '"say ""hi"""', '" "', '\t', '"a"b', '"a"  ', '"""'),
    fc.string({ unit: fc.constantFrom('a', 'b', ' ', '1') }),
  );
  const line = fc.array(cell, { minLength: 1, maxLength: 4 });
  const file = fc.record({
    delimiter: fc.constantFrom(',', ';', '\t', '|'),
    newline: fc.constantFrom('\n', '\r\n'),
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    finalNewline: fc.boolean(),
  });

  it('counts the records readRecords reads, blank lines, quoted line breaks and stray quotes included', async () => {
    await fc.assert(
      fc.asyncProperty(file, async ({ delimiter, newline, lines, finalNewline }) => {
        const text = (['name' + delimiter + 'email', ...lines.map((cells) => cells.join(delimiter))].join(newline) + (finalNewline ? newline : '')).replaceAll('{NL}', newline);
        const bytes = Buffer.from(text);
        const read = await recordsOf(bytes);
        if ('reason' in read) return;
        expect(await countTextRecords(() => streamOf(bytes), read.kind as Extract<typeof read.kind, { kind: 'text' }>)).toBe(read.records.length);
      }),
      // A closing quote followed by spaces up to the end of the file, which papaparse reads as text (found by a run).
      { numRuns: 300, examples: [[{ delimiter: '\t', newline: '\n', lines: [['a'], ['" "', '']], finalNewline: false }]] },
    );
  });
});

describe('import files: a large CSV streams chunk by chunk', () => {
  /** About 400,000 characters: several of the parser's chunks, quoted line breaks and delimiters across their ends. */
  const largeCsv = () => {
    const lines = ['email,name,note'];
    for (let index = 0; index < 6000; index++) {
      const note = index % 7 === 0 ? `"line one\nline ""two"", ${index}"` : index % 5 === 0 ? '' : `plain ${index}`;
      lines.push(index % 11 === 0 ? ',,' : `customer.${index}@example.com,Name ${index},${note}`);
    }
    return lines.join('\n') + '\n';
  };

  it('reads the records papaparse reads from the whole text, blank ones left out', async () => {
    const text = largeCsv();
    const expected = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data.filter((record) => record.some((cell) => cell.trim() !== ''));
    const read = await recordsOf(Buffer.from(text));
    expect('records' in read && read.records).toEqual(expected);
  });

  it('lets go of the file when its reader stops early', async () => {
    const source = streamOf(Buffer.from(largeCsv()));
    const records = readRecords(source, { kind: 'text', encoding: 'utf-8', bomLength: 0 });
    await records.next();
    await records.return(undefined);
    expect(source.destroyed).toBe(true);
  });
});

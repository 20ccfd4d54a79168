import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** The content streams of a page, decoded. */
const contentsOf = (page: PDFPage): string[] => {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream).map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
};

/**
 * The texts each page of a PDF shows, as pdf-lib's standard fonts write them (`<hex> Tj`, WinAnsi
 * bytes, read here as Latin-1): enough for tests to find a number or a name on a page.
 */
export const pdfPageTexts = async (bytes: Uint8Array | Buffer): Promise<string[][]> => {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    contentsOf(page).flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))),
  );
};

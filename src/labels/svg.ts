import type { Box, LabelDrawing } from './labelDrawing';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const mm = (value: number) => Number(value.toFixed(3));
const rect = (box: Box) => `<rect x="${mm(box.x)}" y="${mm(box.y)}" width="${mm(box.width)}" height="${mm(box.height)}"/>`;

/** One label as an SVG file, sized in mm (viewBox units are mm). */
export const labelSvg = (drawing: LabelDrawing): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(drawing.width)}mm" height="${mm(drawing.height)}mm" viewBox="0 0 ${mm(drawing.width)} ${mm(drawing.height)}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="#000" shape-rendering="crispEdges"><g class="barcode">${drawing.bars.map(rect).join('')}</g><g class="qr">${drawing.qr.map(rect).join('')}</g></g>`,
    `<g font-family="Helvetica, Arial, sans-serif" fill="#000">`,
    ...drawing.texts.map(
      (line) => `<text x="${mm(line.x)}" y="${mm(line.y)}" font-size="${mm(line.size)}"${line.bold ? ' font-weight="bold"' : ''}>${escapeXml(line.text)}</text>`,
    ),
    '</g></svg>',
  ].join('');

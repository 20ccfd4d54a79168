import type { Box, LabelDrawing } from './labelDrawing';
import { PX_PER_MM } from './layouts';
import { BitImage } from './pngEncoder';

/** A length in mm as whole pixels, so bars keep their widths without grey seams. */
const px = (mm: number) => Math.round(mm * PX_PER_MM);

const darkenBox = (image: BitImage, box: Box) => {
  for (let y = px(box.y); y < px(box.y + box.height); y++) image.darken(y, px(box.x), px(box.x + box.width));
};

/**
 * Makes labels as black-and-white PNG files (in the labels worker). The bars and the QR code are set
 * straight into the image's bits (the bars as one row repeated); only the texts go through an
 * OffscreenCanvas, one reused from label to label and only as large as the corner left of the QR code
 * and above the bars: reading pixels back is most of a label's time.
 */
export const pngPainter = () => {
  let image: BitImage | undefined;
  let canvas: OffscreenCanvas | undefined;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  return (drawing: LabelDrawing): Uint8Array<ArrayBuffer> => {
    if (!image || image.width !== px(drawing.width) || image.height !== px(drawing.height)) image = new BitImage(px(drawing.width), px(drawing.height));
    image.clear();
    const bars = drawing.bars[0];
    if (bars) {
      for (const box of drawing.bars) image.darken(px(bars.y), px(box.x), px(box.x + box.width));
      image.repeatRow(px(bars.y), px(bars.y) + 1, px(bars.y + bars.height));
    }
    for (const box of drawing.qr) darkenBox(image, box);

    const textWidth = Math.min(image.width, ...drawing.qr.map((box) => px(box.x)));
    const textHeight = Math.min(image.height, ...drawing.bars.map((box) => px(box.y)));
    if (!canvas || canvas.width !== textWidth || canvas.height !== textHeight) {
      canvas = new OffscreenCanvas(textWidth, textHeight);
      context = canvas.getContext('2d', { willReadFrequently: true });
    }
    if (!context) throw new Error('OffscreenCanvas 2d context unavailable');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, textWidth, textHeight);
    context.fillStyle = '#000';
    context.textBaseline = 'alphabetic';
    for (const line of drawing.texts) {
      context.font = `${line.bold ? 'bold ' : ''}${line.size * PX_PER_MM}px Helvetica, Arial, sans-serif`;
      context.fillText(line.text, line.x * PX_PER_MM, line.y * PX_PER_MM);
    }
    image.darkenWhereDark(context.getImageData(0, 0, textWidth, textHeight).data, textWidth, textHeight);
    return image.png();
  };
};

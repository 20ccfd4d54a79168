/** Label sheets: A4 grids and roll labels, in millimetres with the origin at the page's top left. */
export const SHEETS = ['a4-3x8', 'a4-4x10', 'roll-50x25'] as const;
export type Sheet = (typeof SHEETS)[number];

export interface Margins {
  /** Page margin around the grid, mm. */
  page: number;
  /** Gap between labels, mm. */
  gap: number;
}

export const DEFAULT_MARGINS: Margins = { page: 8, gap: 2 };

export interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetGeometry {
  pageWidth: number;
  pageHeight: number;
  /** The label places of one page, in reading order. */
  cells: Cell[];
}

/** PNG labels are drawn at 16 px per mm (about 400 dpi): a 50 x 25 mm label is 800 x 400 px. */
export const PX_PER_MM = 16;

/** One device pixel at 200 dpi, in mm: the coarsest resolution labels are printed or scanned at. */
export const PRINT_PIXEL = 25.4 / 200;

/** A place on the page on the 200 dpi pixel grid, where a label's QR modules must start. */
const onGrid = (mm: number) => Math.round(mm / PRINT_PIXEL) * PRINT_PIXEL;

const A4 = { width: 210, height: 297 };
const GRIDS: Record<Exclude<Sheet, 'roll-50x25'>, { columns: number; rows: number }> = {
  'a4-3x8': { columns: 3, rows: 8 },
  'a4-4x10': { columns: 4, rows: 10 },
};
export const ROLL_LABEL = { width: 50, height: 25 };

/** Where the labels go on one page of the sheet; a roll has one label per page, with no margin. */
export const sheetGeometry = (sheet: Sheet, margins: Margins = DEFAULT_MARGINS): SheetGeometry => {
  if (sheet === 'roll-50x25')
    return { pageWidth: ROLL_LABEL.width, pageHeight: ROLL_LABEL.height, cells: [{ x: 0, y: 0, ...ROLL_LABEL }] };
  const { columns, rows } = GRIDS[sheet];
  const width = (A4.width - 2 * margins.page - (columns - 1) * margins.gap) / columns;
  const height = (A4.height - 2 * margins.page - (rows - 1) * margins.gap) / rows;
  if (width < 20 || height < 10) throw new RangeError('margins leave no room for the labels');
  const cells = Array.from({ length: rows * columns }, (_, index) => ({
    x: onGrid(margins.page + (index % columns) * (width + margins.gap)),
    y: onGrid(margins.page + Math.floor(index / columns) * (height + margins.gap)),
    width,
    height,
  }));
  return { pageWidth: A4.width, pageHeight: A4.height, cells };
};

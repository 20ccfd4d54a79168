import type { Theme } from '@mui/material/styles';

/** The class names of the plain rows and cells (plainDataTableBody, plainDataTableColumn), beside MUI's own. */
export const PLAIN_DATA_TABLE = {
  body: 'PlainDataTable-body',
  row: 'PlainDataTable-row',
  cell: 'PlainDataTable-cell',
} as const;

/** Class names joined, the absent ones left out. */
export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const ALIGN_CLASSES: Record<string, string> = {
  left: 'MuiTableCell-alignLeft',
  center: 'MuiTableCell-alignCenter',
  right: 'MuiTableCell-alignRight',
  justify: 'MuiTableCell-alignJustify',
};

/** MUI's class names of a small table's body cell, in MUI's order, which the plain cells carry too (tests and styles read them). */
export const bodyCellClasses = (align?: string, padding?: 'checkbox') =>
  classNames('MuiTableCell-root MuiTableCell-body', align && ALIGN_CLASSES[align], padding && 'MuiTableCell-paddingCheckbox', 'MuiTableCell-sizeSmall');

const { row, cell } = PLAIN_DATA_TABLE;

/** A theme's own root styles for one of MUI's table parts (react-admin's themes pad the checkbox cells). */
const themeRootStyles = (theme: Theme, name: 'MuiTableCell' | 'MuiTableRow'): object => {
  const root: unknown = theme.components?.[name]?.styleOverrides?.root;
  return (typeof root === 'function' ? root({ theme }) : root) ?? {};
};

/**
 * The looks of MUI's TableRow and of a small table's body TableCell, given once, on the DataTable
 * (the console's themes set them as RaDataTable's style), to the plain rows and cells: only those carry
 * the plain class names, so a cell left to MUI (one with its own `sx`) keeps its own styles.
 */
export const plainDataTableStyles = ({ theme }: { theme: Theme }) => {
  const { palette } = theme.vars ?? theme;
  const border = theme.vars
    ? theme.vars.palette.TableCell.border
    : theme.palette.mode === 'light'
      ? theme.lighten(theme.alpha(palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(palette.divider, 1), 0.68);
  return {
    [`& .${row}`]: { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    [`& .${row}.MuiTableRow-hover:hover`]: { backgroundColor: palette.action.hover },
    // The row a keyboard has reached: a ring inside it, the table's overflow would cut one outside.
    [`& .${row}:focus-visible`]: { outline: `3px solid ${palette.primary.main}`, outlineOffset: -3 },
    [`& .${cell}`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    [`& .${cell}.MuiTableCell-alignCenter`]: { textAlign: 'center' },
    [`& .${cell}.MuiTableCell-alignRight`]: { textAlign: 'right', flexDirection: 'row-reverse' },
    [`& .${cell}.MuiTableCell-alignJustify`]: { textAlign: 'justify' },
    // A small table's checkbox column (MUI's own rule for it).
    [`& .${cell}.MuiTableCell-paddingCheckbox`]: { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
    // Then the theme's, which MUI puts after its own (the element's name makes these selectors the stronger).
    [`& tr.${row}`]: themeRootStyles(theme, 'MuiTableRow'),
    [`& td.${cell}`]: themeRootStyles(theme, 'MuiTableCell'),
  };
};

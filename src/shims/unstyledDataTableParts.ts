import type { ComponentType } from 'react';

export * from '@mui/material/styles';

/**
 * What DataTable's body, head, rows and cells import as MUI's `styled`: each wraps its MUI table part
 * (TableCell, TableRow…) in a styled layer of no style of its own, only a slot for a theme's overrides
 * (RaDataTableCell and the like), which the console's themes do not use. Each layer is two components
 * and a style serialisation an element: on a list page of ten rows, 88 layers. Here the part is
 * returned as it is; its `sx` and class names reach it unchanged.
 */
export const styled =
  <Part extends ComponentType<never>>(part: Part) =>
  () =>
    part;

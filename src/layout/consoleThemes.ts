import { createElement } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { ListPagination } from '../components/ListPagination';
import { plainDataTableStyles } from '../list/tableStyles';
import { darkTheme, lightTheme } from '../theme';

/**
 * The console's themes: the public pages' (theme.ts) with the admin's own component defaults, kept out
 * of theme.ts so the sign-in page does not load react-admin's list parts.
 */
const withConsoleDefaults = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    // Every list's pagination picks its rows per page in the browser's own select (ListPagination).
    RaList: { defaultProps: { pagination: createElement(ListPagination) } },
    // The looks of a list's plain rows and cells (src/list/TableBody.tsx), given once by the table.
    RaDataTable: { styleOverrides: { root: plainDataTableStyles } },
  },
});

export const consoleLightTheme = withConsoleDefaults(lightTheme);
export const consoleDarkTheme = withConsoleDefaults(darkTheme);

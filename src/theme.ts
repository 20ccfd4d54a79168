import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

/** Theme colours of spec section 9; light by default, dark on the toggle. */
const palette = {
  primary: { main: '#D02100' },
  success: { main: '#469D30' },
  error: { main: '#EA5455' },
  warning: { main: 'rgb(255,130,0)' },
};

/** Breakpoints of spec section 9 (window width). */
const breakpoints = { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } };

const shared: RaThemeOptions = {
  breakpoints,
  shape: { borderRadius: 8 },
  components: {
    RaAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
    // Every create and edit form asks before a navigation drops its unsaved changes (the console's data router allows the block).
    RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, { ...shared, palette: { mode: 'light', ...palette } });
export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: { mode: 'dark', ...palette },
});

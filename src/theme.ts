import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material/styles';

/**
 * Theme colours of spec section 9; light by default, dark on the toggle. Each is used as text (action
 * buttons, helper texts, chips), so each mode takes the shade of the spec's colour that reads at 4.5:1
 * (WCAG AA) on its backgrounds: light on white and on the form toolbar's grey (#e0e0e0) where the
 * dark red allows it, dark on #313131 to #424242. The spec's own red (#D02100) stays the brand; its
 * error red (#EA5455, 3.6:1 on white), green (#469D30) and orange (rgb(255,130,0)) are too light on
 * white and too dark on the dark greys; MUI's own blue for information (order status chips) reads 3.9:1 on
 * white and 4.4:1 on #424242. contrastThreshold 4.5 gives filled buttons and chips a text
 * colour that meets AA too. Each colour's shade per mode:
 */
const SHADES = {
  primary: { light: '#D02100', dark: '#FF8F73' },
  success: { light: '#2E7D32', dark: '#81C784' },
  error: { light: '#B71C1C', dark: '#FF9C9C' },
  warning: { light: '#B25900', dark: '#FFB74D' },
  info: { light: '#01579B', dark: '#4FC3F7' },
};
type Colour = keyof typeof SHADES;

const paletteOf = (mode: 'light' | 'dark') => ({
  mode,
  contrastThreshold: 4.5,
  // A locked field stays readable (4.5:1), as a drawn raffle's are: MUI's 38% greys fall under it.
  text: { disabled: mode === 'light' ? 'rgba(0, 0, 0, 0.58)' : 'rgba(255, 255, 255, 0.58)' },
  action: { disabledOpacity: 0.7 },
  ...(Object.fromEntries(Object.entries(SHADES).map(([colour, shades]) => [colour, { main: shades[mode] }])) as Record<Colour, { main: string }>),
});

/** Breakpoints of spec section 9 (window width). */
const breakpoints = { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } };

/** The focus ring: an outline in the text colour with a gap of the paper's colour inside it. */
export const focusRing = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  return { outline: `2px solid ${palette.text.primary}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${palette.background.paper}` };
};

const shared: RaThemeOptions = {
  breakpoints,
  shape: { borderRadius: 8 },
  components: {
    RaAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
    // A list's actions (sort, create, export, import, labels) wrap onto more lines in longer languages
    // rather than squeezing the filter bar and widening the page.
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', justifyContent: 'flex-end' } } },
    // The app bar is fixed over the page's top: what the browser scrolls into view (focus, anchors, a
    // list row's hover-only buttons) stops below it instead of under it (56 px at most, plus a margin).
    // A focus ring every keyboard user sees on every background: the text colour round a gap of the
    // paper's, so it reads on the red app bar, on filled buttons and on the page in both themes.
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        html: { scrollPaddingTop: 64 },
        'a:focus-visible, [tabindex]:focus-visible, summary:focus-visible': focusRing(theme),
      }),
    },
    MuiButtonBase: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) } },
    // Touch targets of at least 44 px on a phone (WCAG 2.5.5's size; MUI's small buttons are 30 to 40 px).
    MuiButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) } },
    MuiIconButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } }) } },
    MuiRadio: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } }) } },
    MuiTableSortLabel: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) } },
    MuiToggleButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) } },
    MuiTab: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 48 } }) } },
    // An empty list's message is in react-admin's disabled text colour, 2.7:1 on white (axe refuses it):
    // the secondary text colour reads 5.7:1 on white and at least 5.9:1 on the dark theme's greys.
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: (theme.vars ?? theme).palette.text.secondary } }),
      },
    },
    // Every create and edit form asks before a navigation drops its unsaved changes (the console's data router allows the block).
    RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
    // react-admin names its row and page select checkboxes with an aria-label on the checkbox, which MUI
    // puts on the decorative span (a prohibited attribute there) and not on the input: the label
    // moves to the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } }) },
    },
  },
};

/**
 * The bar over a list's selected rows: react-admin tints it with the primary's light shade, on which
 * the primary red of its buttons read 4.1:1; a paler tint of the red reads 4.7:1.
 */
const lightComponents: RaThemeOptions['components'] = {
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { backgroundColor: '#FBEDEB' } } } },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  ...shared,
  components: { ...shared.components, ...lightComponents },
  palette: paletteOf('light'),
});
export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: paletteOf('dark'),
});

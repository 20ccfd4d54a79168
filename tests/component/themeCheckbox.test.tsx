import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { darkTheme, lightTheme } from '../../src/theme';

describe('the theme names checkboxes on their input', () => {
  for (const [mode, options] of [['light', lightTheme], ['dark', darkTheme]] as const) {
    it(`moves a checkbox's aria-label from its span to its input (${mode})`, () => {
      const { container } = render(
        <ThemeProvider theme={createTheme(options)}>
          <Checkbox aria-label="Select this row" />
          <Checkbox slotProps={{ input: { 'aria-label': 'Select all' } }} />
        </ThemeProvider>,
      );
      expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
      expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
      expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
    });
  }
});

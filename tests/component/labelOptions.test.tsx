import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { DEFAULT_CHOICES, LabelOptions, type LabelChoices } from '../../src/screens/bar-code-variants/LabelOptions';

const renderOptions = (choices: LabelChoices) => {
  const onChange = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <LabelOptions choices={choices} onChange={onChange} disabled={false} />
    </AdminContext>,
  );
  return onChange;
};

describe('LabelOptions', () => {
  it('sets a ZPL resolution as the number it is', async () => {
    const onChange = renderOptions({ ...DEFAULT_CHOICES, format: 'zpl' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Printer resolution' }));
    await user.click(await screen.findByRole('option', { name: '300 dpi' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_CHOICES, format: 'zpl', dpi: 300 });
  });

  it('sets a sheet by its name', async () => {
    const onChange = renderOptions(DEFAULT_CHOICES);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sheet' }));
    await user.click((await screen.findAllByRole('option'))[1]!);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_CHOICES, sheet: 'a4-4x10' });
  });
});

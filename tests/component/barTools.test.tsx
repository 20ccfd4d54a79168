import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useGetOne, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { BarTools } from '../../src/layout/BarTools';

/** A read that never answers: the bar shows its loading spinner for as long as the test looks. */
const pending = { getOne: () => new Promise(() => undefined) } as unknown as DataProvider;
const ReadsAProduct = () => {
  useGetOne('products', { id: 1 });
  return null;
};

describe('the app bar tools', () => {
  it('name the loading spinner, as WCAG asks of a progress bar', async () => {
    render(
      <AdminContext dataProvider={pending} i18nProvider={i18nProvider} store={memoryStore()}>
        <BarTools />
        <ReadsAProduct />
      </AdminContext>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  });
});

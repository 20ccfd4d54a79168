import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { AdminContext, ListContextProvider, memoryStore, useList } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ShelfLabelsButton } from '../../src/screens/stock/ShelfLabelsButton';
import { savedDownloads } from './savedDownloads';

const SHELVES = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, code: `A-${String(index + 1).padStart(2, '0')}` }));

const saved = savedDownloads();
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const Shelves = ({ selectedIds, selected }: { selectedIds: number[]; selected: boolean }) => {
  const list = useList({ data: SHELVES });
  return (
    <ListContextProvider value={{ ...list, selectedIds }}>
      <ShelfLabelsButton rackCode="R1" selected={selected} />
    </ListContextProvider>
  );
};

const pagesOf = async (file: Blob) => (await PDFDocument.load(await file.arrayBuffer())).getPageCount();

describe('ShelfLabelsButton', () => {
  it('downloads the labels of every shelf listed as one PDF, 24 a sheet', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Shelves selectedIds={[]} selected={false} />
      </AdminContext>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Shelf labels (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('shelf-labels-R1.pdf');
    expect(saved[0]!.file.type).toBe('application/pdf');
    expect(await pagesOf(saved[0]!.file)).toBe(2);
  });

  it('downloads only the selected shelves, named in the console’s language', async () => {
    await i18nProvider.changeLocale('de');
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'de' })}>
        <Shelves selectedIds={[2, 3]} selected />
      </AdminContext>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Etiketten der ausgewählten Fächer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await pagesOf(saved[0]!.file)).toBe(1);
  });
});

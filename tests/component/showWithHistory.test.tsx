import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, Button, ResourceContextProvider, ResourceDefinitionContextProvider, TextField, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShowWithHistory } from '../../src/components/ShowWithHistory';
import { i18nProvider } from '../../src/providers/i18nProvider';

const dataProvider = {
  getOne: async () => ({ data: { id: 7, name: 'Asha Rao' } }),
  history: async () => ({ data: [] }),
} as unknown as DataProvider;

const renderShow = (page: React.ReactElement, hasEdit: boolean) =>
  render(
    <MemoryRouter initialEntries={['/customers/7/show']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContextProvider definitions={{ customers: { name: 'customers', hasEdit, hasShow: true } }}>
          <ResourceContextProvider value="customers">
            <Routes>
              <Route path="/customers/:id/show" element={page} />
            </Routes>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

/** The top toolbar (a MUI Toolbar, no role of its own): where the page's own button is. */
const toolbarOf = (ownButton: string) => screen.getByRole('button', { name: ownButton }).parentElement!;
/** Its buttons, in order (Edit is a link). */
const buttonsOf = (toolbar: HTMLElement) => [...toolbar.querySelectorAll('a, button')].map((button) => button.textContent);

describe('ShowWithHistory', () => {
  it('shows the page’s own buttons, then Edit and Delete; the record’s fields, its panels, then its History', async () => {
    renderShow(
      <ShowWithHistory actions={<Button label="Send to review" />} deletable above={<p>Left out of the storefront</p>} below={<p>Sections</p>}>
        <TextField source="name" />
      </ShowWithHistory>,
      true,
    );
    const name = await screen.findByText('Asha Rao');
    const toolbar = toolbarOf('Send to review');
    expect(buttonsOf(toolbar)).toEqual(['Send to review', 'Edit', 'Delete']);
    const history = await screen.findByRole('region', { name: 'History' });
    const inOrder = [screen.getByText('Left out of the storefront'), name, screen.getByText('Sections'), history];
    inOrder.slice(1).forEach((node, index) => expect(inOrder[index]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  });

  it('offers no Edit for a resource without an edit page, and no Delete unless asked', async () => {
    renderShow(
      <ShowWithHistory actions={<Button label="Void" />}>
        <TextField source="name" />
      </ShowWithHistory>,
      false,
    );
    await screen.findByText('Asha Rao');
    expect(buttonsOf(toolbarOf('Void'))).toEqual(['Void']);
  });
});

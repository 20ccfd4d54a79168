import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import BrandInputs, { schema as brandSchema } from '../../src/resources/brands/BrandInputs';
import RoleCreate from '../../src/resources/roles/RoleCreate';
import { TaxonomyCreate } from '../../src/resources/taxonomy/TaxonomyViews';

// No handlers: a request would fail the test, so the errors below come from the form alone.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderIn = async (locale: 'en' | 'fr', resource: string, form: React.ReactNode) => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value={resource}>{form}</ResourceContextProvider>
    </AdminContext>,
  );
  return userEvent.setup();
};

describe('a form checks its values with its resource’s domain schema before sending them', () => {
  it('shows the schema’s message at the field, translated (a brand’s slug, in French)', async () => {
    const user = await renderIn(
      'fr',
      'brands',
      <TaxonomyCreate schema={brandSchema}>
        <BrandInputs />
      </TaxonomyCreate>,
    );
    await user.type(await screen.findByRole('textbox', { name: /Nom/ }), 'Soie');
    const slug = screen.getByRole('textbox', { name: /Slug/ });
    await user.clear(slug);
    await user.type(slug, 'Soie Rouge');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Utilisez des minuscules, des chiffres et des tirets simples')).toBeVisible();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the field by the console’s own label (a role’s name, in French)', async () => {
    const user = await renderIn('fr', 'roles', <RoleCreate />);
    await user.type(await screen.findByRole('textbox', { name: /Nom/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Renseignez le champ « Nom »')).toBeVisible();
  });

  it('says it in English once the server messages load', async () => {
    const user = await renderIn('en', 'roles', <RoleCreate />);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'a/b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use letters, digits, spaces, dashes or underscores')).toBeVisible();
  });
});

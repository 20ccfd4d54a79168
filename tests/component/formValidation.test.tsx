import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { loadMessages } from '../../src/i18n/messages';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import BrandInputs, { schema as brandSchema } from '../../src/resources/brands/BrandInputs';
import RoleCreate from '../../src/resources/roles/RoleCreate';
import { TaxonomyCreate } from '../../src/resources/taxonomy/TaxonomyViews';

// No handlers: a request would fail the test, so the errors below come from the form alone.
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The French messages load once, before the tests' clocks start.
  await loadMessages('fr');
});
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
  // Pasting rather than typing keeps the tests short on a loaded machine.
  return userEvent.setup({ delay: null });
};

const enter = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

// The file's first render pays react-admin's and MUI's start-up, slow on a loaded machine.
describe('a form checks its values with its resource’s domain schema before sending them', { timeout: 30_000 }, () => {
  it('shows the schema’s message at the field, translated (a brand’s slug, in French)', async () => {
    const user = await renderIn(
      'fr',
      'brands',
      <TaxonomyCreate schema={brandSchema}>
        <BrandInputs />
      </TaxonomyCreate>,
    );
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    await enter(user, slug, 'Soie Rouge');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Utilisez des minuscules, des chiffres et des tirets simples')).toBeVisible();
    expect(screen.getByText('Ce champ est requis')).toBeVisible();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the field by the console’s own label (a role’s name, in French)', async () => {
    const user = await renderIn('fr', 'roles', <RoleCreate />);
    await enter(user, await screen.findByRole('textbox', { name: /Nom/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Renseignez le champ « Nom »')).toBeVisible();
  });

  it('says it in English once the server messages load', async () => {
    const user = await renderIn('en', 'roles', <RoleCreate />);
    await enter(user, await screen.findByRole('textbox', { name: /Name/ }), 'a/b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use letters, digits, spaces, dashes or underscores')).toBeVisible();
  });
});

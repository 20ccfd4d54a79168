import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nContextProvider, localStorageStore, StoreContextProvider, useTranslate, type Store } from 'react-admin';
import { STORE_APP_KEY } from '../../src/boot/storedPreferences';
import { consoleStore } from '../../src/providers/consoleStore';
import { i18nProvider } from '../../src/providers/i18nProvider';

const storedLocaleKey = `RaStore${STORE_APP_KEY}.locale`;

const Title = () => <h1>{useTranslate()('app.title')}</h1>;
/** What the console's i18n context renders in its first pass, before any effect has run. */
const firstPass = (store: Store) =>
  renderToString(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <Title />
      </I18nContextProvider>
    </StoreContextProvider>,
  );

afterEach(() => localStorage.clear());

describe('the console store', () => {
  it("answers the i18n provider's language while none is stored, and what is stored once chosen", () => {
    const store = consoleStore();
    expect(store.getItem('locale')).toBe('en');
    localStorage.setItem(storedLocaleKey, JSON.stringify('fr'));
    expect(store.getItem('locale')).toBe('fr');
  });

  it("keeps other keys, and a caller's own default, as react-admin's store has them", () => {
    const store = consoleStore();
    expect(store.getItem('theme')).toBeUndefined();
    expect(store.getItem('locale', 'de')).toBe('de');
    store.setItem('theme', 'dark');
    expect(store.getItem('theme')).toBe('dark');
  });

  it('lets the console render in its first pass in the default language, where react-admin waited a pass', () => {
    expect(firstPass(consoleStore())).toContain('<h1>');
    expect(firstPass(localStorageStore(undefined, STORE_APP_KEY))).toBe('');
  });
});

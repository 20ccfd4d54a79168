import { localStorageStore, type Store } from 'react-admin';
import { STORE_APP_KEY } from '../boot/storedPreferences';
import { i18nProvider } from './i18nProvider';

/** The store key react-admin keeps the chosen language under. */
const LOCALE_KEY = 'locale';

/**
 * react-admin's store in localStorage, answering the i18n provider's language for `locale` while the
 * user has chosen none. react-admin's I18nContextProvider renders nothing until the stored language
 * is the provider's, then, an effect later, the whole console: a visit in the default language
 * (nothing stored) rendered the console twice before its first screen, with a blank frame between.
 */
export const consoleStore = (): Store => {
  const store = localStorageStore(undefined, STORE_APP_KEY);
  return {
    ...store,
    getItem: <T,>(key: string, defaultValue?: T) =>
      store.getItem(key, key === LOCALE_KEY && defaultValue === undefined ? (i18nProvider.getLocale() as T) : defaultValue),
  };
};

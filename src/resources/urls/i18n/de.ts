import type { en } from './en';

export const de: typeof en = {
  resources: {
    urls: {
      fields: {
        path: 'Pfad', kind: 'Diese URL', destination: 'Führt zu', target_type: 'Zeigt', target_id: 'Eintrag',
        redirect_to: 'Leitet weiter zu', redirect_type: 'Weiterleitungsart', is_active: 'Aktiv', q: 'Suchen',
      },
      kinds: { target: 'Zeigt einen Eintrag', redirect: 'Leitet weiter' },
      target_types: { product: 'Produkt', category: 'Kategorie', collection: 'Kollektion', brand: 'Marke', designer: 'Designer', page: 'Inhaltsseite' },
      redirect_types: { 301: '301 dauerhaft', 302: '302 vorübergehend' },
      path_help: 'Shop-Pfad wie /women/bags; wird kleingeschrieben und ohne abschließenden Schrägstrich gespeichert',
      redirect_help: 'Ein anderer Shop-Pfad oder eine vollständige https://-Adresse',
    },
  },
  modules: { urls: 'URLs' },
};

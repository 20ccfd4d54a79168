/**
 * The labels of the fields an import fills, in the console's four languages: the console shows them
 * in its column mapping (src/resources/<type>-imports/i18n) and the server matches a file's headers
 * against all of them, so a file exported from the console in any language maps by itself.
 */
export type ImportLanguage = 'en' | 'fr' | 'de' | 'pt';
export type ImportFieldLabels = Record<string, Record<ImportLanguage, string>>;

export const PRODUCT_IMPORT_LABELS = {
  handle: { en: 'Handle', fr: 'Identifiant', de: 'Handle', pt: 'Identificador' },
  title: { en: 'Title', fr: 'Titre', de: 'Titel', pt: 'Título' },
  description: { en: 'Description', fr: 'Description', de: 'Beschreibung', pt: 'Descrição' },
  brand: { en: 'Brand', fr: 'Marque', de: 'Marke', pt: 'Marca' },
  designer: { en: 'Designer', fr: 'Créateur', de: 'Designer', pt: 'Designer' },
  category: { en: 'Category', fr: 'Catégorie', de: 'Kategorie', pt: 'Categoria' },
  tags: { en: 'Tags', fr: 'Étiquettes', de: 'Tags', pt: 'Etiquetas' },
  status: { en: 'Status', fr: 'Statut', de: 'Status', pt: 'Estado' },
} satisfies ImportFieldLabels;

export const VARIANT_IMPORT_LABELS = {
  sku: { en: 'SKU', fr: 'SKU', de: 'SKU', pt: 'SKU' },
  product: { en: 'Product handle', fr: 'Identifiant du produit', de: 'Produkt-Handle', pt: 'Identificador do produto' },
  barcode: { en: 'Barcode', fr: 'Code-barres', de: 'Barcode', pt: 'Código de barras' },
  size: { en: 'Size', fr: 'Taille', de: 'Größe', pt: 'Tamanho' },
  colour: { en: 'Colour', fr: 'Couleur', de: 'Farbe', pt: 'Cor' },
  condition: { en: 'Condition code', fr: "Code d'état", de: 'Zustandscode', pt: 'Código de condição' },
  mrp: { en: 'MRP (₹)', fr: 'Prix conseillé (₹)', de: 'UVP (₹)', pt: 'MRP (₹)' },
  price: { en: 'Price (₹)', fr: 'Prix (₹)', de: 'Preis (₹)', pt: 'Preço (₹)' },
  cost: { en: 'Cost (₹)', fr: 'Coût (₹)', de: 'Kosten (₹)', pt: 'Custo (₹)' },
} satisfies ImportFieldLabels;

/** The labels in one language, as a resource's `fields` messages. */
export const labelsIn = <Labels extends ImportFieldLabels>(language: ImportLanguage, labels: Labels) =>
  Object.fromEntries(Object.entries(labels).map(([field, texts]) => [field, texts[language]])) as Record<keyof Labels, string>;

/** Every language's label of each field, for matching headers (`matchColumns`). */
export const everyLabel = (labels: ImportFieldLabels): Record<string, string[]> =>
  Object.fromEntries(Object.entries(labels).map(([field, texts]) => [field, Object.values(texts)]));

export const CUSTOMER_IMPORT_LABELS = {
  email: { en: 'Email', fr: 'E-mail', de: 'E-Mail', pt: 'E-mail' },
  first_name: { en: 'First name', fr: 'Prénom', de: 'Vorname', pt: 'Nome' },
  last_name: { en: 'Last name', fr: 'Nom', de: 'Nachname', pt: 'Sobrenome' },
  mobile: { en: 'Mobile', fr: 'Mobile', de: 'Mobilnummer', pt: 'Celular' },
  gender: { en: 'Gender', fr: 'Genre', de: 'Geschlecht', pt: 'Gênero' },
  date_of_birth: { en: 'Date of birth', fr: 'Date de naissance', de: 'Geburtsdatum', pt: 'Data de nascimento' },
  marketing_opt_in: { en: 'Accepts marketing', fr: 'Accepte le marketing', de: 'Akzeptiert Marketing', pt: 'Aceita marketing' },
  tags: { en: 'Tags', fr: 'Étiquettes', de: 'Tags', pt: 'Tags' },
  address_line1: { en: 'Address line 1', fr: 'Adresse ligne 1', de: 'Adresszeile 1', pt: 'Endereço linha 1' },
  address_line2: { en: 'Address line 2', fr: 'Adresse ligne 2', de: 'Adresszeile 2', pt: 'Endereço linha 2' },
  city: { en: 'City', fr: 'Ville', de: 'Stadt', pt: 'Cidade' },
  state: { en: 'State', fr: 'État', de: 'Bundesstaat', pt: 'Estado' },
  pincode: { en: 'Pincode', fr: 'Code PIN', de: 'PIN-Code', pt: 'Código PIN' },
  country: { en: 'Country code', fr: 'Code pays', de: 'Ländercode', pt: 'Código do país' },
  address_phone: { en: 'Address phone', fr: "Téléphone de l'adresse", de: 'Telefon der Adresse', pt: 'Telefone do endereço' },
} satisfies ImportFieldLabels;

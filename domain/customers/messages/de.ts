import type { en } from './en';

/** Customers: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  enter_customer_mobile: 'Geben Sie eine gültige Mobilnummer ein (ohne Ländervorwahl gilt +91)',
  birth_date_in_future: 'Das Geburtsdatum darf nicht in der Zukunft liegen',
  give_block_reason: 'Geben Sie den Grund für die Sperre an, mindestens %{min} Zeichen',
  at_most_addresses: 'Höchstens %{max} Adressen',
  one_default_shipping: 'Nur eine Adresse kann die Standard-Lieferadresse sein',
  one_default_billing: 'Nur eine Adresse kann die Standard-Rechnungsadresse sein',
  enter_country_code: 'Geben Sie das Land als 2-Buchstaben-Code ein, z. B. IN',
  customer_email_taken: 'Ein Kunde hat bereits diese E-Mail-Adresse',
  enter_zero_or_more: 'Geben Sie %{field} als ganze Zahl ab null ein',
};

import type { en } from './en';

/** Customers: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  enter_customer_mobile: 'Saisissez un numéro de mobile valide (+91 est supposé sans indicatif de pays)',
  birth_date_in_future: 'La date de naissance ne peut pas être dans le futur',
  give_block_reason: 'Indiquez la raison du blocage, au moins %{min} caractères',
  at_most_addresses: 'Au plus %{max} adresses',
  one_default_shipping: 'Une seule adresse peut être celle de livraison par défaut',
  one_default_billing: 'Une seule adresse peut être celle de facturation par défaut',
  enter_country_code: 'Saisissez le pays en code à 2 lettres, par exemple IN',
  customer_email_taken: 'Un client a déjà cette adresse e-mail',
  enter_zero_or_more: 'Saisissez %{field} en nombre entier, zéro ou plus',
};

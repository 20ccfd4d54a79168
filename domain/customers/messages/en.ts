/** Customers: the server's messages in English (polyglot syntax, see domain/serverMessages.ts). */
export const en = {
  enter_customer_mobile: 'Enter a valid mobile number (+91 is assumed without a country code)',
  birth_date_in_future: 'The date of birth cannot be in the future',
  give_block_reason: 'Give the reason for blocking, at least %{min} characters',
  at_most_addresses: 'At most %{max} addresses',
  one_default_shipping: 'Only one address can be the default for shipping',
  one_default_billing: 'Only one address can be the default for billing',
  enter_country_code: 'Enter the country as a 2-letter code, such as IN',
  customer_email_taken: 'A customer already has this email address',
  enter_zero_or_more: 'Enter the %{field} as a whole number, zero or more',
} as const;

import type { en } from './en';

/** Customers: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  enter_customer_mobile: 'Informe um número de celular válido (+91 é assumido sem código do país)',
  birth_date_in_future: 'A data de nascimento não pode estar no futuro',
  give_block_reason: 'Informe o motivo do bloqueio, com pelo menos %{min} caracteres',
  at_most_addresses: 'No máximo %{max} endereços',
  one_default_shipping: 'Só um endereço pode ser o de entrega padrão',
  one_default_billing: 'Só um endereço pode ser o de cobrança padrão',
  enter_country_code: 'Informe o país com o código de 2 letras, por exemplo IN',
  customer_email_taken: 'Um cliente já tem este endereço de e-mail',
  enter_zero_or_more: 'Introduza %{field} como número inteiro, zero ou mais',
};

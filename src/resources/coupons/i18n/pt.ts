import type { en } from './en';

export const pt: typeof en = {
  modules: { coupons: 'Cupões' },
  resources: {
    coupons: {
      fields: {
        code: 'Código',
        discount_id: 'Desconto',
        discount_title: 'Desconto',
        usage_limit: 'Limite de utilizações',
        per_customer_limit: 'Limite por cliente',
        used: 'Utilizado',
        starts_at: 'Início',
        ends_at: 'Fim',
        release_on_cancel: 'Uma encomenda cancelada ou devolvida devolve a sua utilização',
        is_active: 'Ativo',
        prefix: 'Prefixo',
        count: 'Quantos códigos',
      },
      code_help: 'Letras, algarismos e hífenes; único seja qual for a caixa',
      limit_help: 'Vazio: sem limite',
      window_help: 'Vazio: a partir de agora; horas no seu fuso horário, guardadas em UTC',
      release_help: 'Contado só enquanto a encomenda se mantiver',
      generate: 'Gerar códigos',
      generate_title: 'Gerar códigos de cupão',
      prefix_help: 'Até 12 letras, algarismos e hífenes; seguem-se 8 caracteres aleatórios, sem 0, O, 1, I ou L',
      download: 'Transferir %{count} código (CSV) |||| Transferir %{count} códigos (CSV)',
    },
  },
};

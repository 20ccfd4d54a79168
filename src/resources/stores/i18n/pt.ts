import type { en } from './en';

export const pt: typeof en = {
  resources: {
    stores: {
      fields: { name: 'Nome', code: 'Código', address_line1: 'Endereço', city: 'Cidade', state: 'Estado', pincode: 'Código PIN', phone: 'Telefone', is_active: 'Aberta', q: 'Pesquisar', warehouse_id: 'Stock mantido em' },
      code_help: 'Letras maiúsculas, dígitos e hifens, ex.: MUM-01',
      warehouse_help: 'O armazém cujo stock as vendas offline desta loja reservam',
    },
  },
  modules: { stores: 'Lojas' },
};

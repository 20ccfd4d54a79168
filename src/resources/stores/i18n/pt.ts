import type { en } from './en';

export const pt: typeof en = {
  resources: {
    stores: {
      gstin_help: '15 caracteres, p. ex. 29AAGCB7383J1Z4; deixe vazio se não houver registro',
      fields: { gstin: 'GSTIN', name: 'Nome', code: 'Código', address_line1: 'Endereço', city: 'Cidade', state: 'Estado', pincode: 'Código PIN', phone: 'Telefone', is_active: 'Aberta', q: 'Pesquisar', warehouse_id: 'Stock mantido em' },
      code_help: 'Letras maiúsculas, dígitos e hifens, ex.: MUM-01',
      warehouse_help: 'O armazém cujo stock as vendas offline desta loja reservam',
    },
  },
  modules: { stores: 'Lojas' },
};

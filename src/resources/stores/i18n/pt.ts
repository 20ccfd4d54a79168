import type { en } from './en';

export const pt: typeof en = {
  resources: {
    stores: {
      fields: { name: 'Nome', code: 'Código', address_line1: 'Endereço', city: 'Cidade', state: 'Estado', pincode: 'Código PIN', phone: 'Telefone', is_active: 'Aberta', q: 'Pesquisar' },
      code_help: 'Letras maiúsculas, dígitos e hifens, ex.: MUM-01',
    },
  },
  modules: { stores: 'Lojas' },
};

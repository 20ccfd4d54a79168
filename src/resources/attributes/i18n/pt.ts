import type { en } from './en';

export const pt: typeof en = {
  resources: {
    attributes: {
      fields: { name: 'Nome', code: 'Código', type: 'Tipo', values: 'Valores', q: 'Pesquisar' },
      types: { text: 'Texto livre', select: 'Lista de valores', color: 'Cor', size: 'Tamanho', number: 'Número' },
      code_help: 'Letras minúsculas, dígitos e sublinhados, ex.: shoe_size',
      values_help: 'Pressione Enter após cada valor; cada valor pode aparecer uma vez',
    },
  },
  modules: { attributes: 'Atributos' },
};

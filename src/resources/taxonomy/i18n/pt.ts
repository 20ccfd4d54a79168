import type { en } from './en';

export const pt: typeof en = {
  taxonomy: {
    slug_help: 'Usado nos links da loja: letras minúsculas, dígitos e hifens',
    active_only: 'Apenas ativos',
    delete: {
      title: 'Excluir este registro?',
      unused: 'Nada usa este registro. Ele será excluído definitivamente.',
      in_use: 'Este registro ainda está em uso e não pode ser simplesmente excluído. Escolha um substituto: tudo abaixo passa para ele e depois este registro é excluído.',
      replacement: 'Substituto',
      replace: 'Mover e excluir',
      replace_hint: 'A mudança e a exclusão acontecem juntas, ou não acontecem.',
    },
    position: { label: 'Ordem', up: 'Subir', down: 'Descer' },
  },
};

import type { en } from './en';

export const pt: typeof en = {
  resources: {
    scripts: {
      fields: {
        name: 'Nome', placement: 'Posição na página', pages: 'Páginas', is_active: 'Ativo', position: 'Ordem', code: 'Código',
        version: 'Versão', updated_at: 'Guardado', created_at: 'Criado', q: 'Pesquisar',
      },
      placements: { head: 'No head', body_start: 'No início do body', body_end: 'No fim do body' },
      pages: { home: 'Início', product: 'Produto', collection: 'Coleção', cart: 'Carrinho', checkout: 'Checkout', account: 'Conta', content: 'Páginas de conteúdo' },
      pages_hint: 'Nenhuma escolhida: todas as páginas',
      diff: {
        review: 'Rever alterações e guardar',
        title: 'Alterações face à versão publicada %{number}',
        changes: '%{smart_count} alteração |||| %{smart_count} alterações',
        none: 'O código é igual à versão publicada',
        sides: 'À esquerda: a versão publicada. À direita: a sua edição.',
      },
      versions: {
        title: 'Versões',
        number: 'Versão',
        live: '%{number} (publicada)',
        saved_at: 'Guardada em',
        saved_by: 'Guardada por',
        origin: 'Origem',
        restored_from: 'Repõe a versão %{number}',
        compare: 'Comparar',
        compare_title: 'Versão %{number} face à versão publicada %{live}',
        restore: 'Repor',
        restore_title: 'Repor a versão %{number}?',
        restore_content: 'Fica publicada de imediato como nova versão; a atual continua na lista.',
        restored: 'Versão %{number} reposta e publicada',
      },
    },
  },
  modules: { scripts: 'Scripts' },
};

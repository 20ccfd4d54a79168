import type { en } from './en';

/** Stock: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  quantity_positive: 'Introduza uma quantidade de pelo menos 1',
  last_before_first: 'O último número não pode ser inferior ao primeiro',
  at_most_shelves: 'No máximo %{max} prateleiras de cada vez',
  at_most_lines: 'No máximo %{max} linhas por documento',
  destination_is_source: 'Uma transferência vai para outro armazém',
  count_something: 'Conte pelo menos uma variante',
  stock_short: 'Apenas %{available} disponível(is)',
  document_posted: 'Este documento está lançado: anule-o com outro documento em vez de o editar',
  document_wrong_status: 'Este documento está %{status}: não pode ser %{action} agora',
  document_reversed: 'Este documento já foi anulado pelo documento n.º %{id}',
  reversal_not_reversed: 'Este documento é ele próprio uma anulação: não pode ser anulado',
  document_empty: 'Adicione primeiro pelo menos uma linha',
  line_needs_shelf: 'A linha %{line} precisa de uma prateleira',
  shelf_not_in_warehouse: 'A prateleira %{shelf} não pertence a este armazém',
  shelf_code_in_warehouse: 'Uma prateleira deste armazém já tem o código %{code}',
  shelf_has_stock: 'Esta prateleira tem stock. Retire-o antes de eliminar a prateleira.',
  line_needs_target: 'A linha %{line} precisa de uma prateleira de destino',
  move_same_shelf: 'A linha %{line} move para a prateleira de onde sai: escolha outra prateleira de destino',
  shelf_not_in_destination: 'A prateleira %{shelf} não é do armazém de destino',
  move_on_its_way: 'Esta transferência está a caminho: só as prateleiras de destino das linhas podem mudar agora',
  destination_fixed: 'Esta transferência já saiu: o destino não pode mudar agora',
};

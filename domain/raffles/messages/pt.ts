import type { en } from './en';

/** Raffles: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  enter_whole_between: 'Insira %{field} como um número inteiro de %{min} a %{max}',
  enter_as_moment: 'Insira %{field} como data e hora',
  choose_raffle_variants: 'Escolha pelo menos uma variante',
  raffle_variant_twice: 'Uma variante foi escolhida duas vezes',
  raffle_window_backwards: 'As inscrições devem fechar depois de abrirem',
  choose_raffle_tags: 'Escolha pelo menos uma etiqueta de cliente',
  raffle_drawn_no_edit: 'Este sorteio já foi realizado: não pode mais ser alterado',
  raffle_committed_window: 'A semente está comprometida: o período de inscrição não pode mais mudar',
  raffle_not_open: 'As inscrições não estão abertas para este sorteio',
  raffle_entry_taken: 'Este cliente já participa deste sorteio',
  raffle_customer_not_eligible: 'Este cliente não é elegível para este sorteio',
  raffle_customer_inactive: 'Este cliente não está ativo',
  raffle_already_committed: 'Já existe uma semente comprometida para este sorteio',
  raffle_commit_too_late: 'A semente deve ser comprometida antes de as inscrições fecharem',
  raffle_not_committed: 'Comprometa uma semente antes de fechar ou sortear',
  raffle_still_open: 'As inscrições ainda estão abertas: feche-as antes do sorteio',
  raffle_already_closed: 'As inscrições já estão fechadas',
  raffle_already_drawn: 'Este sorteio já foi realizado',
  raffle_not_drawn: 'Este sorteio ainda não foi realizado',
  raffle_no_entries: 'Este sorteio não tem inscrições',
  raffle_entry_not_winner: 'Só um vencedor com o direito de compra aberto pode comprar',
  raffle_has_entries: 'Este sorteio tem inscrições: não pode mais ser excluído',
};

import type { en } from './en';

/** Raffles: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  enter_whole_between: 'Saisissez %{field} en nombre entier de %{min} à %{max}',
  enter_as_moment: 'Saisissez %{field} en date et heure',
  choose_raffle_variants: 'Choisissez au moins une variante',
  raffle_variant_twice: 'Une variante est choisie deux fois',
  raffle_window_backwards: 'Les inscriptions doivent fermer après leur ouverture',
  choose_raffle_tags: 'Choisissez au moins une étiquette client',
  raffle_drawn_no_edit: 'Ce tirage a eu lieu : il ne peut plus être modifié',
  raffle_committed_window: 'La graine est engagée : la période d’inscription ne peut plus changer',
  raffle_not_open: 'Les inscriptions ne sont pas ouvertes pour ce tirage',
  raffle_entry_taken: 'Ce client participe déjà à ce tirage',
  raffle_customer_not_eligible: 'Ce client n’est pas éligible à ce tirage',
  raffle_customer_inactive: 'Ce client n’est pas actif',
  raffle_already_committed: 'Une graine est déjà engagée pour ce tirage',
  raffle_commit_too_late: 'La graine doit être engagée avant la clôture des inscriptions',
  raffle_not_committed: 'Engagez une graine avant de clôturer ou de tirer',
  raffle_still_open: 'Les inscriptions sont encore ouvertes : clôturez-les avant le tirage',
  raffle_already_closed: 'Les inscriptions sont déjà closes',
  raffle_already_drawn: 'Ce tirage a déjà eu lieu',
  raffle_not_drawn: 'Ce tirage n’a pas encore eu lieu',
  raffle_no_entries: 'Ce tirage n’a aucune participation',
  raffle_entry_not_winner: 'Seul un gagnant dont le droit d’achat est ouvert peut acheter',
  raffle_has_entries: 'Ce tirage a des participations : il ne peut plus être supprimé',
};

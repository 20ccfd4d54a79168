import type { en } from './en';

/** Raffles: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  enter_whole_between: 'Geben Sie %{field} als ganze Zahl von %{min} bis %{max} ein',
  enter_as_moment: 'Geben Sie %{field} als Datum und Uhrzeit ein',
  choose_raffle_variants: 'Wählen Sie mindestens eine Variante',
  raffle_variant_twice: 'Eine Variante ist doppelt gewählt',
  raffle_window_backwards: 'Die Teilnahme muss nach ihrem Beginn enden',
  choose_raffle_tags: 'Wählen Sie mindestens ein Kunden-Tag',
  raffle_drawn_no_edit: 'Diese Verlosung ist gezogen: Sie kann nicht mehr geändert werden',
  raffle_committed_window: 'Der Seed ist festgelegt: Der Teilnahmezeitraum kann nicht mehr geändert werden',
  raffle_not_open: 'Die Teilnahme an dieser Verlosung ist nicht geöffnet',
  raffle_entry_taken: 'Dieser Kunde nimmt bereits an dieser Verlosung teil',
  raffle_customer_not_eligible: 'Dieser Kunde ist für diese Verlosung nicht berechtigt',
  raffle_customer_inactive: 'Dieser Kunde ist nicht aktiv',
  raffle_already_committed: 'Für diese Verlosung ist bereits ein Seed festgelegt',
  raffle_commit_too_late: 'Der Seed muss vor Teilnahmeschluss festgelegt werden',
  raffle_not_committed: 'Legen Sie vor dem Schließen oder Ziehen einen Seed fest',
  raffle_still_open: 'Die Teilnahme ist noch offen: Schließen Sie sie vor der Ziehung',
  raffle_already_closed: 'Die Teilnahme ist bereits geschlossen',
  raffle_already_drawn: 'Diese Verlosung ist bereits gezogen',
  raffle_not_drawn: 'Diese Verlosung ist noch nicht gezogen',
  raffle_no_entries: 'Diese Verlosung hat keine Teilnahmen',
  raffle_entry_not_winner: 'Nur ein Gewinner mit offenem Kaufrecht kann kaufen',
  raffle_has_entries: 'Diese Verlosung hat Teilnahmen: Sie kann nicht mehr gelöscht werden',
};

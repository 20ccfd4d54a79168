import type { en } from './en';

/** Stock: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  quantity_positive: 'Geben Sie eine Menge von mindestens 1 ein',
  last_before_first: 'Die letzte Nummer darf nicht unter der ersten liegen',
  at_most_shelves: 'Höchstens %{max} Fächer auf einmal',
  at_most_lines: 'Höchstens %{max} Zeilen pro Beleg',
  choose_destination: 'Wählen Sie das Ziellager der Umlagerung',
  destination_is_source: 'Eine Umlagerung geht in ein anderes Lager',
  count_something: 'Zählen Sie mindestens eine Variante',
  stock_short: 'Nur %{available} verfügbar',
  document_posted: 'Dieser Beleg ist gebucht: Stornieren Sie ihn mit einem anderen Beleg, statt ihn zu ändern',
  document_wrong_status: 'Dieser Beleg ist %{status}: %{action} ist jetzt nicht möglich',
  document_reversed: 'Dieser Beleg wurde bereits durch Beleg Nr. %{id} storniert',
  reversal_not_reversed: 'Dieser Beleg ist selbst ein Storno: er kann nicht storniert werden',
  transfer_not_reversed: 'Eine unterwegs befindliche oder angekommene Umlagerung kann nicht storniert werden: senden Sie den Bestand mit einer neuen Umlagerung zurück',
  document_empty: 'Fügen Sie zuerst mindestens eine Zeile hinzu',
  line_needs_shelf: 'Zeile %{line} braucht ein Fach',
  shelf_not_in_warehouse: 'Fach %{shelf} gehört nicht zu diesem Lager',
  shelf_code_in_warehouse: 'Ein Fach dieses Lagers hat bereits den Code %{code}',
  shelf_has_stock: 'Dieses Fach enthält Bestand. Lagern Sie ihn aus, bevor Sie das Fach löschen.',
};

import type { en } from './en';

/** Stock: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  quantity_positive: 'Geben Sie eine Menge von mindestens 1 ein',
  last_before_first: 'Die letzte Nummer darf nicht unter der ersten liegen',
  at_most_shelves: 'Höchstens %{max} Fächer auf einmal',
  at_most_lines: 'Höchstens %{max} Zeilen pro Beleg',
  destination_is_source: 'Eine Umlagerung geht in ein anderes Lager',
  count_something: 'Zählen Sie mindestens eine Variante',
  stock_short: 'Nur %{available} verfügbar',
  document_posted: 'Dieser Beleg ist gebucht: Stornieren Sie ihn mit einem anderen Beleg, statt ihn zu ändern',
  document_wrong_status: 'Dieser Beleg ist %{status}: %{action} ist jetzt nicht möglich',
  document_reversed: 'Dieser Beleg wurde bereits durch Beleg Nr. %{id} storniert',
  reversal_not_reversed: 'Dieser Beleg ist selbst ein Storno: er kann nicht storniert werden',
  document_empty: 'Fügen Sie zuerst mindestens eine Zeile hinzu',
  line_needs_shelf: 'Zeile %{line} braucht ein Fach',
  shelf_not_in_warehouse: 'Fach %{shelf} gehört nicht zu diesem Lager',
  shelf_code_in_warehouse: 'Ein Fach dieses Lagers hat bereits den Code %{code}',
  shelf_has_stock: 'Dieses Fach enthält Bestand. Lagern Sie ihn aus, bevor Sie das Fach löschen.',
  line_needs_target: 'Zeile %{line} braucht ein Zielfach',
  move_same_shelf: 'Zeile %{line} lagert in das Fach um, aus dem sie kommt: bitte ein anderes Zielfach wählen',
  shelf_not_in_destination: 'Fach %{shelf} gehört nicht zum Ziellager',
  move_on_its_way: 'Diese Umlagerung ist unterwegs: nur die Zielfächer ihrer Zeilen können sich noch ändern',
  destination_fixed: 'Diese Umlagerung ist abgeschickt: ihr Ziel kann sich nicht mehr ändern',
};

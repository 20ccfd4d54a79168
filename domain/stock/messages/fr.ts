import type { en } from './en';

/** Stock: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  quantity_positive: 'Saisissez une quantité d’au moins 1',
  last_before_first: 'Le dernier numéro ne peut pas être inférieur au premier',
  at_most_shelves: 'Au plus %{max} étagères à la fois',
  at_most_lines: 'Au plus %{max} lignes par document',
  destination_is_source: 'Un transfert va vers un autre entrepôt',
  count_something: 'Comptez au moins une variante',
  stock_short: 'Seulement %{available} disponible(s)',
  document_posted: 'Ce document est validé : annulez-le par un autre document au lieu de le modifier',
  document_wrong_status: 'Ce document est %{status} : impossible de le %{action} maintenant',
  document_reversed: 'Ce document a déjà été contre-passé par le document n° %{id}',
  reversal_not_reversed: 'Ce document est lui-même une contre-passation : il ne peut pas être contre-passé',
  document_empty: 'Ajoutez d’abord au moins une ligne',
  line_needs_shelf: 'La ligne %{line} a besoin d’une étagère',
  shelf_not_in_warehouse: 'L’étagère %{shelf} n’est pas dans cet entrepôt',
  shelf_code_in_warehouse: 'Une étagère de cet entrepôt porte déjà le code %{code}',
  shelf_has_stock: 'Cette étagère contient du stock. Déplacez-le avant de supprimer l’étagère.',
  line_needs_target: 'La ligne %{line} doit avoir une étagère d’arrivée',
  move_same_shelf: 'La ligne %{line} déplace vers l’étagère de départ : choisissez une autre étagère d’arrivée',
  shelf_not_in_destination: 'L’étagère %{shelf} n’est pas dans l’entrepôt de destination',
  move_on_its_way: 'Ce déplacement est en route : seules les étagères d’arrivée de ses lignes peuvent encore changer',
  destination_fixed: 'Ce déplacement est parti : sa destination ne peut plus changer',
};

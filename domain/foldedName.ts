/** A name as imports compare it: lower case, without accents ("Émeraude" = "emeraude"), spaces collapsed. */
export const foldedName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

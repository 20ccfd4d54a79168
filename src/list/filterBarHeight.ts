/** localStorage key of the list toolbars' last heights with their filter bars, by list and window width. */
const STORAGE_KEY = 'backoffice.filterBarHeights';
/** Enough for every list at a few window widths; the oldest go first. */
const KEPT = 60;

const keyOf = (resource: string) => `${resource}@${window.innerWidth}`;

const readHeights = (): Record<string, number> => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
};

/** The height the list's toolbar had with its filter bar when last shown at this window width, if it was. */
export const rememberedFilterBarHeight = (resource: string): number | undefined => readHeights()[keyOf(resource)];

/** Remembers the list's toolbar height with its filter bar at this window width (the latest kept last). */
export const rememberFilterBarHeight = (resource: string, height: number) => {
  const key = keyOf(resource);
  const heights = readHeights();
  if (heights[key] === height) return;
  delete heights[key];
  const kept = Object.entries({ ...heights, [key]: height }).slice(-KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: the next visit shows the bar as it comes, as without it.
  }
};

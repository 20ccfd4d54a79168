import type { GetListParams, GetListResult } from 'react-admin';
import { openingListParams } from '../boot/openingList';
import { dataProvider } from './dataProvider';
import { hasLiveSession } from './session';

/** How long the rows a list opened with count as fresh: a list mounting later asks for its own. */
const OPENING_ROWS_FRESH_MS = 5_000;

interface OpeningRows {
  resource: string;
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
  result: GetListResult;
  at: number;
}
let opening: OpeningRows | undefined;

/**
 * A signed-in deep link's first list rows, from the dataProvider before the console's first render
 * (it answers with the request the entry sent at once, src/boot/earlyListRequest.ts), for the list to
 * start with (useOpeningRows) instead of asking a render later.
 */
export const loadOpeningRows = async (resource: string | undefined) => {
  opening = undefined;
  const params = resource && hasLiveSession() ? openingListParams(resource) : undefined;
  if (!resource || !params) return;
  const { data, total, pageInfo, meta } = await dataProvider.getList(resource, params);
  opening = { resource, params, result: { data, total, pageInfo, meta }, at: Date.now() };
};

/** JSON with each object's keys in order: the same params however their objects were spelled. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The opening rows, when they are fresh and what a list of `resource` asks for first with `params`. */
export const openingRowsFor = (resource: string, params: OpeningRows['params']) => {
  if (!opening || opening.resource !== resource || Date.now() - opening.at > OPENING_ROWS_FRESH_MS) return undefined;
  // Stored sort or filters since the load would make the list ask for another page.
  if (!sameJson(opening.params, params) || !sameJson(openingListParams(resource), params)) return undefined;
  return opening;
};

/** Rows are shown once: a list mounting again asks the server. */
export const forgetOpeningRows = (rows: OpeningRows) => {
  if (opening === rows) opening = undefined;
};

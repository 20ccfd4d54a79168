import type { QueryClient } from '@tanstack/react-query';
import { openingListParams } from '../boot/openingList';
import { dataProvider } from './dataProvider';
import { hasLiveSession } from './session';

/** How long the rows a list opened with count as fresh: the list shows them without asking again at once. */
const OPENING_ROWS_FRESH_MS = 5_000;

/**
 * A signed-in deep link's list rows in the query cache before the console's first render, under the
 * key react-admin's list will read (useGetList's), so the list shows them in that render instead of a
 * task and a render later. They come through the dataProvider, which answers with the request the
 * entry sent at once (src/boot/earlyListRequest.ts). Fresh for a moment: a list mounting right after
 * would ask for them again, as react-query does for stale data.
 */
export const loadOpeningRows = async (queryClient: QueryClient, resource: string | undefined) => {
  const params = resource && hasLiveSession() ? openingListParams(resource) : undefined;
  if (!resource || !params) return;
  const queryKey = [resource, 'getList', params];
  queryClient.setQueryDefaults(queryKey, { staleTime: OPENING_ROWS_FRESH_MS });
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      // What useGetList keeps of an answer.
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource, params);
      return { data, total, pageInfo, meta };
    },
  });
};

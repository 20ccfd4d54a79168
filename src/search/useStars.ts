import { useCreate, useDelete, useGetList, useNotify } from 'react-admin';
import type { StarRecord } from './searchProvider';
import './searchProvider';

const RESOURCE = 'starred-pages';

/** The signed-in employee's starred pages, and starring or unstarring one (the server keeps at most ten). */
export const useStars = () => {
  const notify = useNotify();
  const { data = [], isPending } = useGetList<StarRecord>(RESOURCE, { pagination: { page: 1, perPage: 10 } }, { staleTime: 60_000 });
  const [create, { isPending: creating }] = useCreate<StarRecord>();
  const [remove, { isPending: removing }] = useDelete<StarRecord>();
  const starOf = (path: string) => data.find((star) => star.path === path);
  const toggle = (path: string) => {
    const known = starOf(path);
    const onError = (error: unknown) => notify((error as Error).message, { type: 'error' });
    if (known) void remove(RESOURCE, { id: known.id, previousData: known }, { onError, mutationMode: 'pessimistic' });
    else void create(RESOURCE, { data: { path } }, { onError });
  };
  return { stars: data, isPending, isStarred: (path: string) => Boolean(starOf(path)), toggle, busy: creating || removing };
};

import { useEffect } from 'react';
import { RecordContextProvider, usePrevNextController, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { shownListParams } from '../list/shownListParams';

/** The server's largest page (server/http/listQuery.ts): the neighbours are looked for among that many records. */
const NEIGHBOUR_LIMIT = 500;

/**
 * A cache entry of the neighbours' own (the data provider ignores this meta): without it react-admin
 * takes the ids from the list page last shown, which a record added since is missing from (create only
 * marks that page stale), and k after j found no record before the added one.
 */
const NEIGHBOUR_QUERY = { meta: { purpose: 'neighbours' }, staleTime: 5 * 60 * 1000 };

/** URL ids are strings; the list's ids are numbers where the resource's are. */
const idOf = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * Goes to the record after (or before) this one in the resource's list as the user last sorted and
 * filtered it: react-admin's usePrevNextController reads the list's stored params and takes the ids
 * from the list's cached page, or asks the dataProvider's getList with those params. Mounted only for a
 * jump, so a record page costs no request until j or k is pressed.
 */
interface JumpProps {
  resource: string;
  id: string;
  linkType: 'edit' | 'show';
  direction: 'next' | 'previous';
  onDone: () => void;
}

const Jump = ({ resource, linkType, direction, onDone }: Omit<JumpProps, 'id'>) => {
  const navigate = useNavigate();
  const notify = useNotify();
  // Until the user sorts or filters a list, react-admin stores no params for it: the list's own
  // default sort and filter are those it was last shown with.
  const last = shownListParams(resource);
  const { isPending, isFetching, prevPath, nextPath } = usePrevNextController({
    resource,
    linkType,
    limit: NEIGHBOUR_LIMIT,
    sort: last?.sort,
    filterDefaultValues: last?.filter,
    queryOptions: NEIGHBOUR_QUERY,
  });
  const path = direction === 'next' ? nextPath : prevPath;
  useEffect(() => {
    // A list marked stale (a record added or changed since) is asked for again: wait for that answer.
    if (isPending || isFetching) return;
    if (path) navigate(path);
    else notify(direction === 'next' ? 'app.keyboard.no_next' : 'app.keyboard.no_previous', { type: 'info' });
    onDone();
  }, [isPending, isFetching, path, direction, navigate, notify, onDone]);
  return null;
};

/** The jump from the record the path names (the layout sits outside the page's own record context). */
export const NeighbourJump = ({ id, ...jump }: JumpProps) => (
  <RecordContextProvider value={{ id: idOf(id) }}>
    <Jump {...jump} />
  </RecordContextProvider>
);

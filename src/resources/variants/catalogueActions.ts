import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
import { getResource } from '../../domain/resources';
import { apiBaseUrl } from '../../providers/apiBases';
import { httpClient } from '../../providers/httpClient';

/** A named catalogue action (DESIGN section 2): POST /<resource>/<action> with the variant ids. */
const postAction = (resource: string, action: string, body: Record<string, unknown>) => {
  const { base, apiPath } = getResource(resource);
  return httpClient(`${apiBaseUrl(base)}/${apiPath}/${action}`, { method: 'POST', body: JSON.stringify(body) });
};

/**
 * Runs a named action on some variants, then tells the user, clears the selection and refreshes
 * the lists (or calls `onDone`). Used for send to review, approve and reject, on one row or a bulk selection.
 */
export const useVariantAction = (resource: string, action: string, doneMessage: string, onDone?: () => void) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  return useMutation({
    mutationFn: ({ ids, reason }: { ids: Identifier[]; reason?: string }) => postAction(resource, action, { ids, ...(reason ? { reason } : {}) }),
    onSuccess: (_result, { ids }) => {
      notify(doneMessage, { type: 'info', messageArgs: { smart_count: ids.length } });
      unselectAll();
      (onDone ?? refresh)();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
};

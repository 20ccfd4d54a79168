import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider';

export interface BulkActionVariables {
  ids: Identifier[];
  /** The rest of the action's body (e.g. a rejection's reason). */
  data?: Record<string, unknown>;
}

/**
 * Runs a named action (DESIGN section 2: POST /<resource>/<name> with the ids) on one record or a
 * bulk selection, then tells the user, clears the selection and refreshes the lists (or calls `onDone`).
 */
export const useBulkAction = (resource: string, name: string, doneMessage: string, onDone?: () => void) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  return useMutation({
    mutationFn: ({ ids, data }: BulkActionVariables) => dataProvider.action(resource, { name, data: { ...data, ids } }),
    onSuccess: (_result, { ids }) => {
      notify(doneMessage, { type: 'info', messageArgs: { smart_count: ids.length } });
      unselectAll();
      (onDone ?? refresh)();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
};

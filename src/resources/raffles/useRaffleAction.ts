import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * Posts a step of a raffle's draw (commit, close, draw) or an entry's purchase, then says `done` and
 * reloads the page; a refusal shows in the staff member's language.
 */
export const useRaffleAction = (resource: 'raffles' | 'raffle-entries', done: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: Identifier; name: string }) => dataProvider.action(resource, { id, name, data: {} }),
    onSuccess: () => {
      notify(done, { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
};

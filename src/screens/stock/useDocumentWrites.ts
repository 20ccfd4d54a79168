import { useState } from 'react';
import { useDataProvider, useNotify, useUpdate, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * What a shopfloor document panel writes: `save` a draft's fields, `post` a named action (receive, pick,
 * move, dispatch …) with its success message. Both reload the document; a refusal shows as a notice.
 */
export const useDocumentWrites = (resource: string, document: RaRecord | undefined, refetch: () => Promise<unknown>, onPosted?: () => void) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [update] = useUpdate();
  const [posting, setPosting] = useState(false);
  const save = async (data: Record<string, unknown>) => {
    if (!document) return;
    try {
      await update(resource, { id: document.id, data, previousData: document }, { mutationMode: 'pessimistic', returnPromise: true });
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const post = async (name: string, done: string) => {
    if (!document) return;
    setPosting(true);
    try {
      await dataProvider.action(resource, { id: document.id, name });
      notify(done, { type: 'success' });
      onPosted?.();
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPosting(false);
    }
  };
  return { save, post, posting };
};

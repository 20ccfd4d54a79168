import { useState } from 'react';
import { useDataProvider, useNotify, useResourceContext } from 'react-admin';
import type { ImportRecord } from '@domain/imports/imports';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * The import's verbs (validate, confirm, cancel, resolve an unmatched value): POSTs one, then `moved`
 * re-reads the import; a refusal shows the server's translated message. Says whether it went through.
 */
export const useImportAction = (id: number, moved: () => unknown) => {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const run = async (name: 'validate' | 'confirm' | 'cancel' | 'resolve', data?: Record<string, unknown>) => {
    setPending(true);
    try {
      await dataProvider.action<ImportRecord>(resource, { id, name, data });
      await moved();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
};

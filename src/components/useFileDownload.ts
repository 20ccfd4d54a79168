import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { ReadParams } from '../providers/resourceActions';
import { saveFile } from './saveFile';

/**
 * Downloads a file of a resource through the dataProvider (an error report, an invoice, a CSV) and
 * saves it under the server's name; a refusal shows as a notification. `busy` names the read under way.
 */
export const useFileDownload = (resource: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | undefined>();
  const download = async (params: ReadParams) => {
    setBusy(params.name);
    try {
      const { data } = await dataProvider.download(resource, params);
      saveFile(data.blob, data.fileName);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };
  return { download, busy };
};

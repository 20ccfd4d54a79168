import DownloadIcon from '@mui/icons-material/GetApp';
import { useListContext, useResourceContext } from 'react-admin';
import { ToolbarButton } from '../list/ToolbarButton';
import { useFileDownload } from './useFileDownload';
import { useKnownCanAccess } from '../access/useKnownCanAccess';

/**
 * A list's Export: the server's CSV of the whole list as filtered and sorted on the screen
 * (`<collection>/export.csv`, registerCrud's `export`), streamed and saved under the server's name;
 * react-admin's ExportButton gathers pages in the browser and stopped at its maxResults. Shown to
 * those allowed to export the resource (the server checks it too).
 */
export const ServerExportButton = () => {
  const resource = useResourceContext()!;
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useKnownCanAccess({ resource, action: 'export' });
  const { download, busy } = useFileDownload(resource);
  if (!canAccess) return null;
  return (
    <ToolbarButton
      label="ra.action.export"
      icon={<DownloadIcon />}
      disabled={busy !== undefined || total === 0}
      onClick={() => void download({ name: 'export.csv', query: { filter: JSON.stringify(filterValues), sort: JSON.stringify([sort.field, sort.order]) } })}
    />
  );
};

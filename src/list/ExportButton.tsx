import DownloadIcon from '@mui/icons-material/GetApp';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify, type Exporter } from 'react-admin';
import { ToolbarButton } from './ToolbarButton';

export interface ExportButtonProps {
  exporter?: Exporter;
  maxResults?: number;
  label?: string;
  disabled?: boolean;
}

/**
 * A list's Export, as react-admin's ExportButton: the list's records (as filtered and sorted, up to
 * maxResults) through the list's exporter, on the console's ToolbarButton.
 */
export const ExportButton = ({ exporter: exporterProp, maxResults = 1000, label = 'ra.action.export', disabled }: ExportButtonProps) => {
  const { filter, filterValues, resource, sort, exporter: listExporter, total, getData } = useListContext();
  const exporter = exporterProp ?? listExporter;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const exportRecords = () => {
    const records = getData
      ? getData({ maxResults })
      : dataProvider
          .getList(resource, { sort, filter: filter ? { ...filterValues, ...filter } : filterValues, pagination: { page: 1, perPage: maxResults } })
          .then(({ data }) => data);
    Promise.resolve(records)
      .then((data) => exporter && exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource))
      .catch((error: unknown) => {
        console.error(error);
        notify('ra.notification.http_error', { type: 'error' });
      });
  };
  return <ToolbarButton label={label} icon={<DownloadIcon />} disabled={disabled ?? total === 0} onClick={exportRecords} />;
};

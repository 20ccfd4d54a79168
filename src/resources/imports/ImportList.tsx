import { TopToolbar, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import type { ImportCounts, ImportRecord } from '@domain/imports/imports';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { useIntlLocale } from '../../i18n/intlLocale';
import { ImportStatusChip } from './ImportHeader';

/** A count of the import: what it wrote once done, else what its dry run found (rows: the file's); a dash before either. */
const CountField = ({ name }: { name: keyof ImportCounts }) => {
  const record = useRecordContext<ImportRecord>();
  const locale = useIntlLocale();
  const counts = name === 'rows' ? record?.counts : (record?.imported ?? record?.counts);
  return <span>{counts ? new Intl.NumberFormat(locale).format(counts[name]) : '—'}</span>;
};

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <CreateButton label={translate('imports.action.import')} />
    </TopToolbar>
  );
};

/** The type's imports, newest first: status, counts, who and when; a row reopens its import where it stands. */
const ImportList = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <ConsoleList title={translate(`resources.${resource}.name`, { smart_count: 2 })} actions={<Actions />} exporter={false} sort={{ field: 'id', order: 'DESC' }}>
      <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
        <ConsoleDataTable.Col source="id" label="imports.fields.id" disableSort />
        <ConsoleDataTable.Col source="file_name" label="imports.fields.file_name" disableSort />
        <ConsoleDataTable.Col label="imports.fields.status" disableSort render={(record: ImportRecord) => <ImportStatusChip status={record.status} />} />
        <ConsoleDataTable.Col label="imports.fields.rows" disableSort align="right">
          <CountField name="rows" />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col label="imports.fields.new" disableSort align="right">
          <CountField name="new" />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col label="imports.fields.updated" disableSort align="right">
          <CountField name="updated" />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col label="imports.fields.unchanged" disableSort align="right">
          <CountField name="unchanged" />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col label="imports.fields.errors" disableSort align="right">
          <CountField name="errors" />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="created_by_name" label="imports.fields.created_by_name" disableSort render={(record: ImportRecord) => record.created_by_name ?? '—'} />
        <LocaleDateCol source="created_at" label="imports.fields.created_at" showTime disableSort />
      </ConsoleDataTable>
    </ConsoleList>
  );
};

export default ImportList;

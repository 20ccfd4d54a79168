import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ImportCounts, ImportRecord } from '@domain/imports/imports';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { useIntlLocale } from '../../i18n/intlLocale';
import { ImportStatusChip } from './ImportHeader';

/** A count of the import: what it wrote once done, else what its dry run found (rows: the file's); a dash before either. */
const CountField = ({ name }: { name: keyof ImportCounts; label: string; sortable: false; textAlign: 'right' }) => {
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
    <List title={translate(`resources.${resource}.name`, { smart_count: 2 })} actions={<Actions />} exporter={false} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="imports.fields.id" sortable={false} />
        <TextField source="file_name" label="imports.fields.file_name" sortable={false} />
        <FunctionField<ImportRecord> label="imports.fields.status" sortable={false} render={(record) => <ImportStatusChip status={record.status} />} />
        <CountField name="rows" label="imports.fields.rows" sortable={false} textAlign="right" />
        <CountField name="new" label="imports.fields.new" sortable={false} textAlign="right" />
        <CountField name="updated" label="imports.fields.updated" sortable={false} textAlign="right" />
        <CountField name="unchanged" label="imports.fields.unchanged" sortable={false} textAlign="right" />
        <CountField name="errors" label="imports.fields.errors" sortable={false} textAlign="right" />
        <TextField source="created_by_name" label="imports.fields.created_by_name" sortable={false} emptyText="—" />
        <LocaleDateField source="created_at" label="imports.fields.created_at" showTime sortable={false} />
      </Datagrid>
    </List>
  );
};

export default ImportList;

import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { contentSchema, contentUpdateSchema } from '../../domain/cms';
import { useZodValidator } from '../../forms/zodValidator';
import { HistoryPanel } from '../../components/HistoryPanel';
import { numericIds, useSourceRecord, withNumericIds } from '../containers/sourceRecord';
import { ContentInputs } from './ContentInputs';

const NUMBERS = ['section_id'] as const;
const createSchema = withNumericIds(contentSchema, NUMBERS);
const toNumbers = numericIds(NUMBERS);
const sectionPage = (record: Record<string, unknown> | undefined) => `/sections/${String(record?.section_id ?? '')}`;

/** /apps/container/:id/section/:section_id/content/:type/add: back to the section once saved. */
export const ContentCreate = () => {
  const validate = useZodValidator(createSchema);
  const record = useSourceRecord(NUMBERS);
  return (
    <Create record={record} transform={toNumbers} redirect={(_resource, _id, data) => sectionPage(data).slice(1)}>
      <SimpleForm validate={validate}>
        <ContentInputs />
      </SimpleForm>
    </Create>
  );
};

const ContentToolbar = () => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={sectionPage(record)} />
    </Toolbar>
  );
};

export const ContentEdit = () => {
  const validate = useZodValidator(contentUpdateSchema);
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validate} toolbar={<ContentToolbar />}>
        <ContentInputs />
      </SimpleForm>
      <HistoryPanel />
    </Edit>
  );
};

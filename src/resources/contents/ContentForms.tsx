import { Create, SimpleForm } from 'react-admin';
import { contentSchema, contentUpdateSchema } from '@domain/cms';
import { useZodValidator } from '../../forms/zodValidator';
import { EditWithHistory } from '../../components/EditWithHistory';
import { ChildFormToolbar } from '../containers/ChildFormToolbar';
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

export const ContentEdit = () => {
  const validate = useZodValidator(contentUpdateSchema);
  return (
    <EditWithHistory>
      <SimpleForm validate={validate} toolbar={<ChildFormToolbar parentPage={sectionPage} />}>
        <ContentInputs />
      </SimpleForm>
    </EditWithHistory>
  );
};

import { Create, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { containerSchema, containerUpdateSchema } from '@domain/cms';
import { useZodValidator } from '../../forms/zodValidator';
import { HistoryPanel } from '../../components/HistoryPanel';
import { SlugInput } from '../taxonomy/SlugInput';
import { platformChoices } from './cmsChoices';
import { useSourceRecord } from './sourceRecord';

const NO_NUMBERS: readonly string[] = [];

/** /apps/container/add and /apps/container/add/:platform: a new container opens on its page, to add sections. */
export const ContainerCreate = () => {
  const validate = useZodValidator(containerSchema);
  const record = useSourceRecord(NO_NUMBERS);
  return (
    <Create redirect="show" record={record}>
      <SimpleForm validate={validate}>
        <SelectInput source="platform" choices={platformChoices} />
        <TextInput source="name" />
        <SlugInput from="name" />
      </SimpleForm>
    </Create>
  );
};

/** The container's own fields; its revision goes with the save, so an edit made meanwhile by someone else is refused, not overwritten. */
export const ContainerEdit = () => {
  const validate = useZodValidator(containerUpdateSchema);
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validate}>
        <SelectInput source="platform" choices={platformChoices} disabled />
        <TextInput source="name" />
        <SlugInput from="name" />
      </SimpleForm>
      <HistoryPanel />
    </Edit>
  );
};

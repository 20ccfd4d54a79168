import type { ReactElement } from 'react';
import { BooleanInput, CheckboxGroupInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { scriptSchema } from '@domain/scripts';
import { useZodValidator } from '../../forms/zodValidator';
import { CodeEditorInput } from './CodeEditorInput';
import { pageChoices, placementChoices } from './scriptChoices';

/** A script's fields and its code; `toolbar`: the edit page's, which shows the diff before saving. */
export const ScriptForm = ({ toolbar }: { toolbar?: ReactElement }) => {
  const validate = useZodValidator(scriptSchema);
  return (
    <SimpleForm validate={validate} toolbar={toolbar} defaultValues={{ placement: 'body_end', pages: [], is_active: false, position: 0, code: '' }}>
      <TextInput source="name" fullWidth />
      <SelectInput source="placement" choices={placementChoices} />
      <CheckboxGroupInput source="pages" choices={pageChoices} helperText="resources.scripts.pages_hint" />
      <NumberInput source="position" min={0} step={1} />
      <BooleanInput source="is_active" />
      <CodeEditorInput source="code" />
    </SimpleForm>
  );
};

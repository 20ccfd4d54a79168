import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, BooleanInput, RadioButtonGroupInput, ReferenceInput, SelectInput, TextInput, required, useRecordContext } from 'react-admin';
import { redirectTypeChoices, targetResourceOf, targetTypeChoices } from './urlTargets';
import { urlSchema } from '@domain/taxonomy';

const KIND_CHOICES = [
  { id: 'target', name: 'resources.urls.kinds.target' },
  { id: 'redirect', name: 'resources.urls.kinds.redirect' },
];

/** A URL shows a record or redirects: switching clears the other half so the server gets one meaning. */
const UrlInputs = () => {
  const record = useRecordContext();
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  const targetType = useWatch({ name: 'target_type' });
  const { setValue } = useFormContext();
  useEffect(() => {
    if (kind === 'target') {
      setValue('redirect_to', null);
      setValue('redirect_type', null);
    } else if (kind === 'redirect') {
      setValue('target_type', null);
      setValue('target_id', null);
    }
  }, [kind, setValue]);
  const reference = targetResourceOf(targetType);
  return (
    <>
      <TextInput source="path" validate={required()} helperText="resources.urls.path_help" fullWidth />
      <RadioButtonGroupInput source="kind" choices={KIND_CHOICES} defaultValue={record?.redirect_to ? 'redirect' : 'target'} />
      {kind === 'redirect' ? (
        <>
          <TextInput source="redirect_to" validate={required()} helperText="resources.urls.redirect_help" fullWidth />
          <RadioButtonGroupInput
            source="redirect_type"
            choices={redirectTypeChoices}
            validate={required()}
            parse={(value: string) => (value ? Number(value) : null)}
          />
        </>
      ) : (
        <>
          <SelectInput source="target_type" choices={targetTypeChoices} validate={required()} onChange={() => setValue('target_id', null)} />
          {reference && (
            <ReferenceInput key={reference} source="target_id" reference={reference}>
              <AutocompleteInput validate={required()} fullWidth />
            </ReferenceInput>
          )}
        </>
      )}
      <BooleanInput source="is_active" defaultValue />
    </>
  );
};
export default UrlInputs;

/** The form validates with the schema the server parses with. */
export const schema = urlSchema;

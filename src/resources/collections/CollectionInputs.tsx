import { useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';
import { SlugInput } from '../taxonomy/SlugInput';
import { collectionStatusChoices, collectionTypeChoices } from './collectionChoices';
import { RuleInputs } from './RuleInputs';
import { collectionSchema } from '@domain/taxonomy';

const CollectionInputs = () => {
  const type = useWatch({ name: 'type' }) as string | undefined;
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <SlugInput from="title" />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="image" fullWidth />
      <RadioButtonGroupInput source="type" choices={collectionTypeChoices} defaultValue="manual" />
      {type === 'rule' && <RuleInputs />}
      <LocaleDateTimeInput source="published_from" />
      <LocaleDateTimeInput source="published_to" />
      <SelectInput source="status" choices={collectionStatusChoices} defaultValue="draft" validate={required()} />
    </>
  );
};
export default CollectionInputs;

/** The form validates with the schema the server parses with. */
export const schema = collectionSchema;

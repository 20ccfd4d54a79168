import { useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, SelectInput, TextInput, required } from 'react-admin';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';
import { SlugInput } from '../taxonomy/SlugInput';
import { collectionStatusChoices, collectionTypeChoices } from './collectionChoices';
import { RuleInputs } from './RuleInputs';

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

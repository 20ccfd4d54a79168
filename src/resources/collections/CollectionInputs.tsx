import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  DateTimeInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { SlugInput } from '../taxonomy/SlugInput';
import { collectionStatusChoices, collectionTypeChoices, ruleFieldChoices, ruleMatchChoices, ruleOperatorChoices } from './collectionChoices';

/** The conditions of a rule collection: products matching all (or any) of them belong to it. */
const RuleInputs = () => (
  <>
    <RadioButtonGroupInput source="rules.match" label="resources.collections.fields.match" choices={ruleMatchChoices} defaultValue="all" />
    <ArrayInput source="rules.conditions" label="resources.collections.fields.conditions">
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="field" choices={ruleFieldChoices} validate={required()} />
        <SelectInput source="operator" choices={ruleOperatorChoices} validate={required()} />
        <TextInput source="value" validate={required()} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

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
      <DateTimeInput source="published_from" />
      <DateTimeInput source="published_to" />
      <SelectInput source="status" choices={collectionStatusChoices} defaultValue="draft" validate={required()} />
    </>
  );
};
export default CollectionInputs;

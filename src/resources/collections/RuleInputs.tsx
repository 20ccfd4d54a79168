import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSourceContext,
} from 'react-admin';
import type { CollectionRuleField } from '@domain/collectionRules';
import { MoneyInput } from '../variants/money';
import { ruleFieldChoices, ruleMatchChoices, ruleOperatorChoicesFor } from './collectionChoices';

const LABEL = 'resources.collections.fields';
const REFERENCES: Partial<Record<CollectionRuleField, string>> = { brand_id: 'brands', category_id: 'categories', designer_id: 'designers' };

/** `source` names the part of the condition an input edits; SimpleFormIterator reads it for a new condition's defaults. */
type PartProps = { source: string; defaultValue?: string };

/** The field of this condition, read next to the input that needs it. */
const useConditionField = () => {
  const source = useSourceContext();
  return useWatch({ name: source.getSource('field') }) as CollectionRuleField | undefined;
};

/** Choosing another field starts its operator and value afresh: "equals" fits every field. */
const FieldInput = ({ source: part }: PartProps) => {
  const source = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source={part}
      label={`${LABEL}.rule_field`}
      choices={ruleFieldChoices}
      onChange={() => {
        setValue(source.getSource('operator'), 'equals');
        setValue(source.getSource('value'), null);
      }}
    />
  );
};

const OperatorInput = ({ source, defaultValue }: PartProps) => {
  const field = useConditionField();
  return <SelectInput source={source} defaultValue={defaultValue} label={`${LABEL}.rule_operator`} choices={ruleOperatorChoicesFor(field)} />;
};

/** A brand, category or designer is chosen by name; a tag is typed; a price is typed in rupees. */
const ValueInput = ({ source }: PartProps) => {
  const field = useConditionField();
  const props = { source, label: `${LABEL}.rule_value` };
  const reference = field && REFERENCES[field];
  if (reference)
    return (
      <ReferenceInput key={field} source={source} reference={reference}>
        <AutocompleteInput {...props} optionText="name" />
      </ReferenceInput>
    );
  if (field === 'price') return <MoneyInput key={field} {...props} />;
  return <TextInput key={field ?? 'text'} {...props} />;
};

/** The conditions of a rule collection: products matching all (or any) of them belong to it. The form checks them with collectionSchema. */
export const RuleInputs = () => (
  <>
    <RadioButtonGroupInput source="rules.match" label={`${LABEL}.match`} choices={ruleMatchChoices} defaultValue="all" />
    <ArrayInput source="rules.conditions" label={`${LABEL}.conditions`}>
      <SimpleFormIterator inline disableReordering>
        <FieldInput source="field" />
        <OperatorInput source="operator" defaultValue="equals" />
        <ValueInput source="value" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

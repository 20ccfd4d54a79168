import { Box, Typography } from '@mui/material';
import { Labeled, RecordContextProvider, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { CollectionRuleCondition, CollectionRuleField, CollectionRules } from '@domain/collectionRules';
import { MoneyField } from '../variants/money';

const REFERENCES: Partial<Record<CollectionRuleField, string>> = { brand_id: 'brands', category_id: 'categories', designer_id: 'designers' };

/** The value of a condition as staff know it: a brand, category or designer by name, a price in rupees. */
const ConditionValue = ({ field }: { field: CollectionRuleField }) => {
  const reference = REFERENCES[field];
  if (reference) return <ReferenceField source="value" reference={reference} link={false} />;
  if (field === 'price') return <MoneyField source="value" />;
  return <TextField source="value" />;
};

/** "Products must match: any condition — Brand equals Sabyasachi; Price is less than ₹25,000" */
export const RulesField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const rules = record?.rules as CollectionRules | null | undefined;
  if (record?.type !== 'rule' || !rules) return null;
  return (
    <Labeled label="resources.collections.fields.rules">
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate('resources.collections.fields.rules')}>
        <Typography component="li" variant="body2" sx={{ listStyle: 'none', ml: -2 }}>
          {translate('resources.collections.fields.match')}: {translate(`resources.collections.rule_match.${rules.match}`)}
        </Typography>
        {rules.conditions.map((condition: CollectionRuleCondition, index) => (
          <Typography component="li" variant="body2" key={index}>
            {translate(`resources.collections.rule_fields.${condition.field}`)} {translate(`resources.collections.rule_operators.${condition.operator}`)}{' '}
            <RecordContextProvider value={{ id: index, ...condition }}>
              <ConditionValue field={condition.field} />
            </RecordContextProvider>
          </Typography>
        ))}
      </Box>
    </Labeled>
  );
};

import { AutocompleteArrayInput, BooleanInput, FormDataConsumer, NumberInput, ReferenceArrayInput, SelectInput, TextInput, required } from 'react-admin';
import { discountSchema } from '@domain/promotions/schemas';
import { ELIGIBILITIES, type ScopeKind } from '@domain/promotions/types';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';
import { MoneyInput } from '../variants/money';
import { kindChoices, scopeChoices } from './DiscountList';
import { DiscountOverlaps } from './DiscountOverlaps';
import { DiscountPreviewPanel } from './preview/DiscountPreviewPanel';

const eligibilityChoices = ELIGIBILITIES.map((eligibility) => ({ id: eligibility, name: `resources.discounts.eligibilities.${eligibility}` }));
/** A percentage is typed in %, stored in basis points. */
const toPercent = (value: unknown) => (typeof value === 'number' ? value / 100 : value);
const toBasisPoints = (value: unknown) => (value === '' || value === null || value === undefined ? value : Math.round(Number(value) * 100));
const SCOPE_TEXT: Record<Exclude<ScopeKind, 'all'>, string> = { categories: 'name', brands: 'name', designers: 'name', collections: 'title', products: 'title', variants: 'sku' };

/** A discount's form: what it takes off, where, from when to when, for whom, and its place among others. */
const DiscountInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <SelectInput source="kind" choices={kindChoices} validate={required()} defaultValue="percentage" />
    <FormDataConsumer<{ kind?: string; scope?: ScopeKind; eligibility?: string }>>
      {({ formData }) => (
        <>
          {formData.kind === 'fixed' ? (
            <MoneyInput source="value" label="resources.discounts.fields.amount" validate={required()} />
          ) : (
            <NumberInput source="value" label="resources.discounts.fields.percent" format={toPercent} parse={toBasisPoints} min={0} max={100} step={0.01} validate={required()} />
          )}
          {formData.kind === 'buy_x_get_y' && (
            <>
              <NumberInput source="buy_quantity" min={1} />
              <NumberInput source="get_quantity" min={1} />
            </>
          )}
          <SelectInput source="scope" choices={scopeChoices} defaultValue="all" />
          {formData.scope && formData.scope !== 'all' && (
            <ReferenceArrayInput key={formData.scope} source="scope_ids" reference={formData.scope}>
              <AutocompleteArrayInput optionText={SCOPE_TEXT[formData.scope]} label="resources.discounts.fields.scope_ids" />
            </ReferenceArrayInput>
          )}
          <SelectInput source="eligibility" choices={eligibilityChoices} defaultValue="all" />
          {formData.eligibility === 'tags' && <TextInput source="customer_tags" parse={(text: string) => text.split(',').map((tag) => tag.trim()).filter(Boolean)} format={(tags: unknown) => (Array.isArray(tags) ? tags.join(', ') : '')} helperText="resources.discounts.tags_help" />}
        </>
      )}
    </FormDataConsumer>
    <MoneyInput source="min_order_value" defaultValue={0} />
    <NumberInput source="min_quantity" defaultValue={0} min={0} />
    <LocaleDateTimeInput source="starts_at" helperText="resources.discounts.window_help" />
    <LocaleDateTimeInput source="ends_at" />
    <NumberInput source="priority" defaultValue={0} min={0} helperText="resources.discounts.priority_help" />
    <BooleanInput source="combines" helperText="resources.discounts.combines_help" />
    <BooleanInput source="automatic" helperText="resources.discounts.automatic_help" />
    <BooleanInput source="is_active" defaultValue />
    <DiscountOverlaps />
    <DiscountPreviewPanel />
  </>
);
export default DiscountInputs;

/** The form validates with the schema the server parses with. */
export const schema = discountSchema;

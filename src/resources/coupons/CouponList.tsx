import { BooleanField, CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { searchFilter } from '../taxonomy/filters';
import { CouponGenerateButton } from './CouponGenerateButton';

const CouponActions = () => (
  <TopToolbar>
    <CouponGenerateButton />
    <CreateButton />
  </TopToolbar>
);

/** Coupons: each code, its discount, how often it was used of its limit, its window. */
const CouponList = () => (
  <List filters={[searchFilter]} sort={{ field: 'created_at', order: 'DESC' }} actions={<CouponActions />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="code" />
      <DataTable.Col source="discount_title" disableSort />
      <DataTable.Col source="used" align="right" />
      <DataTable.Col source="usage_limit" align="right" />
      <DataTable.Col source="per_customer_limit" align="right" />
      <LocaleDateCol source="starts_at" showTime />
      <LocaleDateCol source="ends_at" showTime />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default CouponList;

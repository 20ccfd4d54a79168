import { BooleanField, TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
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
  <ConsoleList filters={[searchFilter]} sort={{ field: 'created_at', order: 'DESC' }} actions={<CouponActions />}>
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="code" />
      <ConsoleDataTable.Col source="discount_title" disableSort />
      <ConsoleDataTable.Col source="used" align="right" />
      <ConsoleDataTable.Col source="usage_limit" align="right" />
      <ConsoleDataTable.Col source="per_customer_limit" align="right" />
      <LocaleDateCol source="starts_at" showTime />
      <LocaleDateCol source="ends_at" showTime />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
    </ConsoleDataTable>
  </ConsoleList>
);
export default CouponList;

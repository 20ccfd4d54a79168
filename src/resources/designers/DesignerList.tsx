import { DataTable } from 'react-admin';
import { NamedTaxonomyList } from '../taxonomy/NamedTaxonomyList';

const DesignerList = () => (
  <NamedTaxonomyList>
    <DataTable.Col source="country" />
  </NamedTaxonomyList>
);
export default DesignerList;

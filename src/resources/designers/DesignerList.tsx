import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { NamedTaxonomyList } from '../taxonomy/NamedTaxonomyList';

const DesignerList = () => (
  <NamedTaxonomyList>
    <ConsoleDataTable.Col source="country" />
  </NamedTaxonomyList>
);
export default DesignerList;

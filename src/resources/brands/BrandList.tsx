import { NamedTaxonomyList } from '../taxonomy/NamedTaxonomyList';

const BrandList = () => <NamedTaxonomyList />;
export default BrandList;

import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Labeled, ReferenceField, ReferenceManyField, SelectField, TextArrayField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { AttributesField } from './AttributesField';
import { ImagesField } from './ImagesField';
import { productStatusChoices } from './catalogueChoices';
import { VariantGrid } from '../variants/VariantGrid';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { ListPagination } from '../../components/ListPagination';
import { consolePath } from '@domain/consolePath';

/** Adds a variant to this product: the spec's /apps/product/:id/variant/add. */
const AddVariantButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={RouterLink} to={consolePath('/apps/product/:product_id/variant/add', { product_id: record.id })} startIcon={<AddIcon />} size="small">
      {translate('resources.products.add_variant')}
    </Button>
  );
};

/** One product template with its variants. */
const ProductShow = () => {
  const translate = useTranslate();
  return (
    <ShowWithHistory actions={<AddVariantButton />} deletable>
      <TextField source="title" variant="h6" />
      <TextField source="slug" />
      <TextField source="description" />
      <ReferenceField source="brand_id" reference="brands" emptyText="—" />
      <ReferenceField source="designer_id" reference="designers" emptyText="—" />
      <ReferenceField source="category_id" reference="categories" emptyText="—" />
      <SelectField source="status" choices={productStatusChoices} />
      <TextArrayField source="tags" />
      <TextField source="hsn_code" emptyText="—" />
      <AttributesField source="attributes" />
      <LocaleNumberField source="stock" />
      <ImagesField source="images" />
      <LocaleDateField source="created_at" showTime />
      <Labeled label={translate('resources.products.variants')} fullWidth>
        <ReferenceManyField reference="variants" target="product_id" sort={{ field: 'created_at', order: 'DESC' }} pagination={<ListPagination />}>
          <VariantGrid showProduct={false} />
        </ReferenceManyField>
      </Labeled>
    </ShowWithHistory>
  );
};

export default ProductShow;

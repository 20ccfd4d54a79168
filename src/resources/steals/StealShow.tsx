import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Link } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { BooleanField, Button, Labeled, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { MoneyField } from '../variants/moneyField';
import { stateChoices } from './StealList';

export interface StealVariantLine {
  variant_id: number;
  sku: string;
  title: string;
  list_price: number;
  price: number;
  quantity_cap: number;
  sold: number;
}

/** The steal's own button, before the Edit that ShowWithHistory's toolbar adds. */
const StealActions = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={consolePath('/apps/steal/add-variants/:id', { id: record.id })} label="resources.steals.add_variants">
      <PlaylistAddIcon />
    </Button>
  );
};

/** The steal's variants: list price, steal price, cap and pieces sold. */
const StealVariantsTable = () => {
  const record = useRecordContext<{ variants?: StealVariantLine[] }>();
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.steals.fields.${field}`);
  const lines = record?.variants ?? [];
  return (
    <Labeled label="resources.steals.fields.variants" fullWidth>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{label('sku')}</TableCell>
            <TableCell>{label('item')}</TableCell>
            <TableCell align="right">{label('list_price')}</TableCell>
            <TableCell align="right">{label('price')}</TableCell>
            <TableCell align="right">{label('quantity_cap')}</TableCell>
            <TableCell align="right">{label('sold')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.variant_id}>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.title}</TableCell>
              <TableCell align="right"><MoneyField source="list_price" record={{ id: line.variant_id, ...line }} /></TableCell>
              <TableCell align="right"><MoneyField source="price" record={{ id: line.variant_id, ...line }} /></TableCell>
              <TableCell align="right">{line.quantity_cap}</TableCell>
              <TableCell align="right">{line.sold}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Labeled>
  );
};

const StealShow = () => (
  <ShowWithHistory actions={<StealActions />}>
    <TextField source="title" />
    <SelectField source="state" choices={stateChoices} />
    <LocaleDateField source="starts_at" showTime />
    <LocaleDateField source="ends_at" showTime />
    <BooleanField source="is_active" />
    <TextField source="units_sold" />
    <StealVariantsTable />
  </ShowWithHistory>
);
export default StealShow;

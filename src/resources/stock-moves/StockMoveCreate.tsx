import { AutocompleteInput, Create, ReferenceInput, SimpleForm, TextInput, required } from 'react-admin';
import { moveDocumentSchema } from '@domain/stock';
import { useZodValidator } from '../../forms/zodValidator';

/** /stock-moves/create: where a move starts (and goes, when it leaves the warehouse); its lines are scanned on its page. */
const StockMoveCreate = () => {
  const validate = useZodValidator(moveDocumentSchema);
  return (
    <Create redirect="show">
      <SimpleForm validate={validate}>
        <ReferenceInput source="warehouse_id" reference="warehouses">
          <AutocompleteInput optionText="name" validate={required()} />
        </ReferenceInput>
        <ReferenceInput source="counterpart_warehouse_id" reference="warehouses">
          <AutocompleteInput optionText="name" helperText="resources.stock-moves.destination_help" />
        </ReferenceInput>
        <TextInput source="reference" />
      </SimpleForm>
    </Create>
  );
};
export default StockMoveCreate;

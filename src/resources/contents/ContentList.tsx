import { DataTable, List, SelectField, useRecordContext, useTranslate } from 'react-admin';
import { contentTypeChoices } from '../containers/cmsChoices';

const DanglingText = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.dangling ? <>{translate(`resources.contents.dangling.${String(record.dangling)}`)}</> : null;
};

/** /apps/container/:id/section/:section_id/content/:type: a section's items of one type, in order. */
const ContentList = () => (
  <List sort={{ field: 'position', order: 'ASC' }}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" />
      <DataTable.Col source="type" field={(props) => <SelectField {...props} choices={contentTypeChoices} />} />
      <DataTable.Col source="title" />
      <DataTable.Col source="product_title" />
      <DataTable.Col source="collection_title" />
      <DataTable.Col source="dangling" disableSort>
        <DanglingText />
      </DataTable.Col>
    </DataTable>
  </List>
);
export default ContentList;

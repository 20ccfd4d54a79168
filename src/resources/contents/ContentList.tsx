import { SelectField, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { contentTypeChoices } from '../containers/cmsChoices';

const DanglingText = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.dangling ? <>{translate(`resources.contents.dangling.${String(record.dangling)}`)}</> : null;
};

/** /apps/container/:id/section/:section_id/content/:type: a section's items of one type, in order. */
const ContentList = () => (
  <ConsoleList sort={{ field: 'position', order: 'ASC' }}>
    <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" />
      <ConsoleDataTable.Col source="type" field={(props) => <SelectField {...props} choices={contentTypeChoices} />} />
      <ConsoleDataTable.Col source="title" />
      <ConsoleDataTable.Col source="product_title" />
      <ConsoleDataTable.Col source="collection_title" />
      <ConsoleDataTable.Col source="dangling" disableSort>
        <DanglingText />
      </ConsoleDataTable.Col>
    </ConsoleDataTable>
  </ConsoleList>
);
export default ContentList;

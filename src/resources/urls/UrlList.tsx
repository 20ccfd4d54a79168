import { BooleanField, DataTable } from 'react-admin';
import { choiceFilter } from '../../filters/choiceFilter';
import { SearchableList } from '../taxonomy/SearchableList';
import { activeFilter } from '../taxonomy/filters';
import { UrlDestinationField } from './UrlDestinationField';
import { redirectTypeChoices, targetTypeChoices } from './urlTargets';

const UrlList = () => (
  <SearchableList
    sortBy="path"
    rowClick="edit"
    filters={[choiceFilter('target_type', targetTypeChoices), choiceFilter('redirect_type', redirectTypeChoices), activeFilter]}
  >
    <DataTable.Col source="path" />
    <DataTable.Col label="resources.urls.fields.destination" disableSort render={() => <UrlDestinationField />} />
    <DataTable.Col source="is_active" field={BooleanField} />
  </SearchableList>
);
export default UrlList;

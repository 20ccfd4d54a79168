import { BooleanField } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
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
    <ConsoleDataTable.Col source="path" />
    <ConsoleDataTable.Col label="resources.urls.fields.destination" disableSort render={() => <UrlDestinationField />} />
    <ConsoleDataTable.Col source="is_active" field={BooleanField} />
  </SearchableList>
);
export default UrlList;

import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { SearchableList } from '../taxonomy/SearchableList';
import { collectionStatusChoices, collectionTypeChoices } from './collectionChoices';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

const CollectionList = () => (
  <SearchableList
    sortBy="title"
    rowClick="show"
    filters={[choiceFilter('status', collectionStatusChoices), choiceFilter('type', collectionTypeChoices)]}
  >
    <ConsoleDataTable.Col source="title" />
    <ChoiceCol source="type" choices={collectionTypeChoices} />
    <ChoiceCol source="status" choices={collectionStatusChoices} />
    {/* Counted per page row (a rule collection's by its rules), so the server does not sort on it. */}
    <LocaleNumberCol source="products_count" disableSort />
    <ConsoleDataTable.Col source="published_from" field={LocaleDateField} />
    <ConsoleDataTable.Col source="published_to" field={LocaleDateField} />
  </SearchableList>
);
export default CollectionList;

import { BooleanField, TopToolbar, useListContext } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { SearchableList } from '../taxonomy/SearchableList';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { platformChoices } from './cmsChoices';

/** A new container takes the platform of the list it starts from. */
const ListActions = () => {
  const { filterValues } = useListContext();
  const platform = typeof filterValues.platform === 'string' ? filterValues.platform : undefined;
  return (
    <TopToolbar>
      <CreateButton to={platform ? { pathname: '/containers/create', search: `?source=${encodeURIComponent(JSON.stringify({ platform }))}` } : undefined} />
    </TopToolbar>
  );
};

/** /apps/containers and its per-platform lists (web and mobile homepages, header, footer). */
const ContainerList = () => (
  <SearchableList rowClick="show" filters={[choiceFilter('platform', platformChoices)]} actions={<ListActions />}>
    <ConsoleDataTable.Col source="name" />
    <ConsoleDataTable.Col source="slug" />
    <ChoiceCol source="platform" choices={platformChoices} />
    <ConsoleDataTable.Col source="live_version" />
    <ConsoleDataTable.Col source="draft_changed" field={BooleanField} />
    <LocaleDateCol source="scheduled_at" showTime />
  </SearchableList>
);
export default ContainerList;

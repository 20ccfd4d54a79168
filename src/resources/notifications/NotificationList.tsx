import { TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { searchFilter } from '../taxonomy/filters';
import { ChannelChips } from './ChannelChips';
import { stateChoices } from './notificationChoices';

/** /apps/notifications: every notification, newest first, with its state and when it goes or went. */
const NotificationList = () => (
  <ConsoleList
    filters={[searchFilter, choiceFilter('state', stateChoices)]}
    sort={{ field: 'id', order: 'DESC' }}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="title" />
      <ChoiceCol source="state" choices={stateChoices} />
      <ConsoleDataTable.Col source="channels" disableSort render={(record) => <ChannelChips channels={record.channels} />} />
      <LocaleDateCol source="send_at" showTime />
      <LocaleDateCol source="sent_at" showTime />
      <LocaleNumberCol source="recipients" disableSort />
    </ConsoleDataTable>
  </ConsoleList>
);
export default NotificationList;

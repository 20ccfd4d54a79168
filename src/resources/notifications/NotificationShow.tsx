import { FunctionField, SelectField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { ChannelChips } from './ChannelChips';
import { OutboxPanel } from './OutboxPanel';
import { SendingPanel } from './SendingPanel';
import { stateChoices } from './notificationChoices';

/** A notification: its message, then sending (preview, schedule, progress, deliveries), the outbox and History. */
const NotificationShow = () => (
  <ShowWithHistory
    deletable
    below={
      <>
        <SendingPanel />
        <OutboxPanel />
      </>
    }
  >
    <TextField source="title" />
    <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
    <TextField source="image" emptyText="—" />
    <TextField source="link" emptyText="—" />
    <FunctionField source="channels" render={(record) => <ChannelChips channels={record.channels} />} />
    <SelectField source="state" choices={stateChoices} />
    <LocaleDateField source="send_at" showTime emptyText="—" />
    <TextField source="time_zone" emptyText="—" />
    <LocaleDateField source="sent_at" showTime emptyText="—" />
  </ShowWithHistory>
);
export default NotificationShow;

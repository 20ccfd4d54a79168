import { EditWithHistory } from '../../components/EditWithHistory';
import { NotificationForm } from './NotificationForm';

/** A draft's edit; the server refuses the edit of one scheduled or sent. */
const NotificationEdit = () => (
  <EditWithHistory>
    <NotificationForm />
  </EditWithHistory>
);
export default NotificationEdit;

import { Create } from 'react-admin';
import { NotificationForm } from './NotificationForm';

/** A new notification starts as a draft; its page then previews, schedules or sends it. */
const NotificationCreate = () => (
  <Create redirect="show">
    <NotificationForm />
  </Create>
);
export default NotificationCreate;

import { Create } from 'react-admin';
import { RaffleForm } from './RaffleForm';

/** A new raffle; its page (the edit route of the spec) opens next, to add entries and run the draw. */
const RaffleCreate = () => (
  <Create redirect="edit">
    <RaffleForm />
  </Create>
);

export default RaffleCreate;

import { Edit } from 'react-admin';
import { HistoryPanel } from '../../components/HistoryPanel';
import { RaffleDrawPanel } from './RaffleDrawPanel';
import { RaffleEntries } from './RaffleEntries';
import { RaffleForm } from './RaffleForm';

/** The raffle's page (the spec's /apps/raffle/:id): its form, its draw, its entries, then its History. */
const RaffleEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <RaffleForm />
    <RaffleDrawPanel />
    <RaffleEntries />
    <HistoryPanel />
  </Edit>
);

export default RaffleEdit;

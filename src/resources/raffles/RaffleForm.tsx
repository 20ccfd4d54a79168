import { SimpleForm } from 'react-admin';
import { raffleSchema } from '@domain/raffles';
import { useZodValidator } from '../../forms/zodValidator';
import { RaffleInputs } from './RaffleInputs';

/** The raffle form of add and edit, validated by the schema the server parses with. */
export const RaffleForm = () => {
  const validate = useZodValidator(raffleSchema);
  return (
    <SimpleForm validate={validate}>
      <RaffleInputs />
    </SimpleForm>
  );
};

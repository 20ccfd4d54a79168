import { DeleteButton, SaveButton, Toolbar, type RedirectionSideEffect } from 'react-admin';

/** Save, and delete (the server refuses with its reason while the record holds or is used by stock). */
export const StockToolbar = ({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={redirect} />
  </Toolbar>
);

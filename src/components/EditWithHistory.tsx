import type { ReactNode } from 'react';
import { Edit, type EditProps } from 'react-admin';
import { HistoryPanel } from './HistoryPanel';

/**
 * A record's edit page as the console lays one out: its form, then its History. A save waits for the
 * server (a refusal stays in the form), then the record's page shows.
 */
export const EditWithHistory = ({ children, ...edit }: Omit<EditProps, 'children'> & { children: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="show" {...edit}>
    {children}
    <HistoryPanel />
  </Edit>
);

import type { ReactNode } from 'react';
import { Edit, useResourceContext, type EditProps } from 'react-admin';
import { useAccessVerified } from '../access/verifiedAccess';
import { HistoryPanel } from './HistoryPanel';

/**
 * A record's edit page as the console lays one out: its form, then its History. A save waits for the
 * server (a refusal stays in the form), then the record's page shows. Its route's guard has checked the
 * session and access already: Edit's own checks would only ask again.
 */
export const EditWithHistory = ({ children, ...edit }: Omit<EditProps, 'children'> & { children: ReactNode }) => {
  const checked = useAccessVerified(useResourceContext(edit), 'edit');
  return (
    <Edit mutationMode="pessimistic" redirect="show" disableAuthentication={checked} {...edit}>
      {children}
      <HistoryPanel />
    </Edit>
  );
};

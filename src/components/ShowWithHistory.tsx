import type { ReactNode } from 'react';
import { DeleteButton, EditButton, Show, SimpleShowLayout, TopToolbar, useResourceContext, useResourceDefinition } from 'react-admin';
import { useAccessVerified } from '../access/verifiedAccess';
import { HistoryPanel } from './HistoryPanel';

interface ShowWithHistoryProps {
  /** The page's own buttons, in the top toolbar before Edit. */
  actions?: ReactNode;
  /** Whether the toolbar ends with Delete. */
  deletable?: boolean;
  /** Before the fields: a word about the record as a whole (a warning). */
  above?: ReactNode;
  /** Between the fields and History: the record's own panels. */
  below?: ReactNode;
  /** The fields, one under another with their labels. */
  children: ReactNode;
}

/** The page's own buttons, then Edit as react-admin's default toolbar has it (when the resource has an edit view), then Delete. */
const ShowToolbar = ({ actions, deletable }: Pick<ShowWithHistoryProps, 'actions' | 'deletable'>) => {
  const { hasEdit } = useResourceDefinition();
  return (
    <TopToolbar>
      {actions}
      {hasEdit && <EditButton />}
      {/* Pessimistic: the page leaves only once the server has deleted the record, and stays with its message if it refuses. */}
      {deletable && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
};

/**
 * A record's show page as the console lays one out: its toolbar, its fields, then its History. Its
 * route's guard has checked the session and access already: Show's own checks would only ask again.
 */
export const ShowWithHistory = ({ actions, deletable, above, below, children }: ShowWithHistoryProps) => {
  const checked = useAccessVerified(useResourceContext(), 'show');
  return (
    <Show actions={<ShowToolbar actions={actions} deletable={deletable} />} disableAuthentication={checked}>
      {above}
      <SimpleShowLayout>{children}</SimpleShowLayout>
      {below}
      <HistoryPanel />
    </Show>
  );
};

import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { mayChangeEmployee } from '@domain/privileges';
import { useActor } from './usePrivileges';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/**
 * Disables (after confirmation) or re-enables the employee in context. Shown only to staff who may
 * take the strongest action on employees, and for a super admin only to super admins; the server checks again.
 */
export const EmployeeStatusButton = () => {
  const record = useRecordContext<{ id: number; first_name: string; last_name: string; status: string; is_super_admin: boolean }>();
  const actor = useActor();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useKnownCanAccess({ resource: 'employees', action: 'delete' });
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || !actor || !mayChangeEmployee(actor, record)) return null;
  const disabling = record.status === 'active';

  const apply = () =>
    update(
      'employees',
      { id: record.id, data: {}, previousData: record, meta: { part: disabling ? 'disable' : 'enable' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.employees.messages.${disabling ? 'disabled' : 'enabled'}`, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  if (!disabling) {
    return <Button label="resources.employees.actions.enable" onClick={apply} disabled={isPending}><CheckCircleIcon /></Button>;
  }
  return (
    <>
      <Button label="resources.employees.actions.disable" color="error" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('resources.employees.messages.disable_title', { name: `${record.first_name} ${record.last_name}` })}
        content="resources.employees.messages.disable_content"
        confirm="resources.employees.actions.disable"
        confirmColor="warning"
        onConfirm={apply}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

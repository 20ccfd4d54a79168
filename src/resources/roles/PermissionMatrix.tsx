import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Loading, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALL_ACTIONS, MODULES, actionsOf, type AccessSubject, type Action, type Module } from '@domain/permissions';
import { grantableActions } from '@domain/privileges';
import { MixedCheckbox } from '../../components/MixedCheckbox';
import { fetchPermissions, saveRolePermissions } from '../../providers/employeeDataProvider';
import { useSessionPermissions } from '../../access/useSessionPermissions';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

type Matrix = Record<Module, Action[]>;

const emptyMatrix = (): Matrix => Object.fromEntries(MODULES.map((module) => [module, [] as Action[]])) as unknown as Matrix;

const toggle = (actions: Action[], action: Action) =>
  actions.includes(action) ? actions.filter((a) => a !== action) : ALL_ACTIONS.filter((a) => a === action || actions.includes(a));

/** "All" ticks or unticks every action of the module the editor holds; the others stay as they are. */
const toggleAll = (module: Module, actions: Action[], grantable: readonly Action[], checked: boolean) =>
  actionsOf(module).filter((a) => (grantable.includes(a) ? checked : actions.includes(a)));

/**
 * Module rows by action columns for one role; saving sends every module so cleared rows are revoked.
 * Only the actions the editor holds can be ticked or unticked (the server refuses the others). A
 * module's own action (orders' crediting beyond payments) has its column, empty in the other rows.
 */
export const PermissionMatrix = ({ roleId }: { roleId: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useKnownCanAccess({ resource: 'roles', action: 'edit' });
  const { permissions: editor } = useSessionPermissions<AccessSubject>();
  const queryKey = ['roles', 'permissions', String(roleId)];
  const { data, isPending } = useQuery({ queryKey, queryFn: () => fetchPermissions({ role_id: roleId }) });
  const loaded = useMemo(() => {
    const matrix = emptyMatrix();
    for (const grant of data ?? []) matrix[grant.module] = grant.actions;
    return matrix;
  }, [data]);
  // Ticks made here, over what the server holds.
  const [edits, setEdits] = useState<Partial<Matrix>>({});
  const matrix: Matrix = { ...loaded, ...edits };

  const save = useMutation({
    mutationFn: () => saveRolePermissions(roleId, MODULES.map((module) => ({ module, actions: matrix[module] }))),
    onSuccess: () => {
      notify('resources.roles.matrix.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  if (isPending) return <Loading />;
  const setRow = (module: Module, actions: Action[]) => setEdits((current) => ({ ...current, [module]: actions }));

  return (
    <Box>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.roles.matrix.read_only')}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={translate('resources.roles.matrix.title')} data-testid="permission-matrix">
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('resources.roles.matrix.module')}</TableCell>
              <TableCell align="center">{translate('resources.roles.matrix.all')}</TableCell>
              {ALL_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {translate(`resources.roles.actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {MODULES.map((module) => {
              const actions = matrix[module];
              const own = actionsOf(module);
              const grantable = canEdit && editor ? grantableActions(editor, module) : [];
              const label = translate(`modules.${module}`);
              return (
                <TableRow key={module} hover data-module={module}>
                  <TableCell component="th" scope="row">{label}</TableCell>
                  <TableCell align="center" padding="checkbox">
                    <MixedCheckbox
                      checked={actions.length === own.length}
                      indeterminate={actions.length > 0 && actions.length < own.length}
                      disabled={!grantable.length}
                      onChange={(event) => setRow(module, toggleAll(module, actions, grantable, event.target.checked))}
                      slotProps={{ input: { 'aria-label': `${label}: ${translate('resources.roles.matrix.all')}` } }}
                    />
                  </TableCell>
                  {ALL_ACTIONS.map((action) => (
                    <TableCell key={action} align="center" padding="checkbox">
                      {own.includes(action) && (
                        <Checkbox
                          checked={actions.includes(action)}
                          disabled={!grantable.includes(action)}
                          onChange={() => setRow(module, toggle(actions, action))}
                          slotProps={{ input: { 'aria-label': `${label}: ${translate(`resources.roles.actions.${action}`)}` } }}
                        />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {canEdit && (
        <Box sx={{ mt: 2 }}>
          <Button label="resources.roles.matrix.save" variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
            <SaveIcon />
          </Button>
        </Box>
      )}
    </Box>
  );
};

import { useCallback, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { EditBase, SaveButton, SimpleForm, Toolbar, useNotify, useSaveContext, type Identifier, type SimpleFormProps } from 'react-admin';
import { PART_SCHEMAS, type EmployeePart } from '@domain/employee';
import { useZodValidator } from '../../forms/zodValidator';

interface EmployeePartFormProps {
  id: Identifier;
  part: EmployeePart;
  children: ReactNode;
  /** Runs after the part is saved, instead of the "Saved" notice. */
  onSaved?: () => void;
  /**
   * The profile page edits one's own record without the employees module: the server allows the
   * self-service parts, so the console's edit-access check is skipped there.
   */
  selfService?: boolean;
  /** Off for all but one form of a page: the router keeps one navigation blocker. */
  warnWhenUnsavedChanges?: boolean;
}

const partialSchemas = Object.fromEntries(
  Object.entries(PART_SCHEMAS).map(([part, schema]) => [part, part === 'password' ? schema : schema.partial()]),
) as Record<EmployeePart, (typeof PART_SCHEMAS)[EmployeePart]>;

/**
 * Saves with the part as the save call's meta (the dataProvider picks the part's PATCH with it). As the
 * edit controller's mutation meta it would differ from the record query's, which react-admin warns
 * about on every render when the form does not redirect.
 */
const PartSimpleForm = ({ part, ...props }: SimpleFormProps & { part: EmployeePart }) => {
  const { save } = useSaveContext();
  const submit = useCallback((values: FieldValues) => save?.(values, { meta: { part } }), [save, part]);
  return <SimpleForm {...props} onSubmit={submit} />;
};

/** One part of an employee, saved on its own through its PATCH (spec section 7). */
export const EmployeePartForm = ({ id, part, children, onSaved, selfService = false, warnWhenUnsavedChanges = true }: EmployeePartFormProps) => {
  const notify = useNotify();
  const validate = useZodValidator(partialSchemas[part]);
  return (
    <EditBase
      resource="employees"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      disableAuthentication={selfService}
      mutationOptions={{
        onSuccess: () => (onSaved ? onSaved() : notify('resources.employees.messages.part_saved', { type: 'success' })),
      }}
    >
      <PartSimpleForm
        part={part}
        validate={validate}
        warnWhenUnsavedChanges={warnWhenUnsavedChanges}
        // The record refetches after each part is saved; what the user is typing meanwhile must survive it.
        resetOptions={{ keepDirtyValues: true }}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable={false} />
          </Toolbar>
        }
        sx={{ maxWidth: 720 }}
        data-testid={`employee-part-${part}`}
      >
        {children}
      </PartSimpleForm>
    </EditBase>
  );
};

import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, useNotify, useRefresh, type ButtonProps, type RaRecord, type ValidateForm } from 'react-admin';
import { fieldErrorsOf } from '../forms/fieldErrorsOf';

/** What a submit shows at the form's fields: a message (or a translation key with its arguments) a field. */
type FieldErrors = Record<string, string | { message: string; args: Record<string, unknown> }>;

export interface FormDialogButtonProps {
  /** The button's label, and the save button's unless `saveLabel`. */
  label: string;
  /** The button's icon, and the save button's. */
  icon: ReactElement;
  color?: ButtonProps['color'];
  /** The dialog's title, translated. */
  title: string;
  saveLabel?: string;
  /** The form's starting values. */
  record?: Partial<RaRecord>;
  validate?: ValidateForm;
  /** Does what the form asks. Field errors it returns show and keep the dialog open; so does a failure it throws, shown by `refusal`. */
  onSubmit: (values: Record<string, unknown>) => FieldErrors | void | Promise<FieldErrors | void>;
  /** The field errors of a failure. Without it: the server's field errors, else its message as a notification. */
  refusal?: (error: unknown) => FieldErrors | undefined;
  /** For a change on the server: once it is made, this notification, and the page refreshes to show the change. */
  done?: { message: string; messageArgs?: Record<string, unknown> };
  /** For a button in a table row: its clicks and its dialog's (React passes a portal's events up the tree) stay out of the row's. */
  stopPropagation?: boolean;
  /** The form's inputs. */
  children: ReactNode;
}

/** A button that opens a dialog with a small form (a reason, a new parent, an order to start from) and a save button. */
export const FormDialogButton = ({
  label,
  icon,
  color,
  title,
  saveLabel = label,
  record,
  validate,
  onSubmit,
  refusal,
  done,
  stopPropagation = false,
  children,
}: FormDialogButtonProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const keepClick = stopPropagation ? (event: MouseEvent) => event.stopPropagation() : undefined;
  const notifiedRefusal = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields) return fields;
    notify((error as Error).message, { type: 'error' });
    return undefined;
  };
  const submit = async (values: Record<string, unknown>) => {
    let errors: FieldErrors | void;
    try {
      errors = await onSubmit(values);
    } catch (error) {
      return (refusal ?? notifiedRefusal)(error);
    }
    if (errors) return errors;
    setOpen(false);
    if (done) {
      notify(done.message, { type: 'info', messageArgs: done.messageArgs });
      refresh();
    }
    return undefined;
  };
  return (
    <>
      <Button
        label={label}
        color={color}
        onClick={(event) => {
          keepClick?.(event);
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={keepClick} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {/* The form validates with `validate` (a shared schema): the browser's own checks (a money input's step) would stop a save without a word. */}
          <Form onSubmit={submit} record={record} validate={validate} noValidate>
            {children}
            <SaveButton label={saveLabel} icon={icon} color={color} alwaysEnable />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
};

import { HttpError } from 'react-admin';
import { fieldErrorsOf } from '../forms/fieldErrorsOf';

/**
 * The field errors of a failed submit, for a form whose one field is what the server may refuse: the
 * server's field errors, else the refusal's message at `field`.
 */
export const refusalAt =
  (field: string) =>
  (error: unknown): Record<string, string> => {
    if (error instanceof HttpError) return fieldErrorsOf(error) ?? { [field]: error.message };
    // Not a refusal (the server was not reached): not the form's to show.
    throw error;
  };

import { HttpError } from 'react-admin';

/** The per-field messages of a server refusal (already in the user's language), for a form's onSubmit to return; none for other errors. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;

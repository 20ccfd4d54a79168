import type { ServerMessage } from './serverMessages';

/**
 * The error envelope every base answers with (DESIGN section 2): the messages in English, and the
 * same messages as i18n keys with their parameters (`i18n`) for the console to show translated.
 */
export interface ApiErrorBody {
  isSuccess: false;
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** Absent from a base served by something other than this server: the English stands. */
    i18n?: { message: ServerMessage; fields?: Record<string, ServerMessage> };
  };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  (value as { isSuccess?: unknown }).isSuccess === false &&
  typeof (value as { error?: unknown }).error === 'object';

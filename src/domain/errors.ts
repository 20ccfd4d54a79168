/** The error envelope every base answers with (DESIGN section 2). */
export interface ApiErrorBody {
  isSuccess: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  (value as { isSuccess?: unknown }).isSuccess === false &&
  typeof (value as { error?: unknown }).error === 'object';

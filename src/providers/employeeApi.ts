import { apiBaseUrl } from './apiBases';

/** A path of the employee base's /api/v1 (spec section 7). */
export const employeeApi = (path: string) => `${apiBaseUrl('employee')}/api/v1/${path}`;

/** The employee base's answer envelope. */
export interface Envelope<T> {
  isSuccess: boolean;
  body: T;
}

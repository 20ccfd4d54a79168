import { uniqueWord } from './catalogueApi';
import type { TestServer } from './harness';

/** Helpers for the customer base's routes in server tests. */
export const CUSTOMERS = '/svc/customer/customers';

/** A valid customer payload, unique by its word, with one address. */
export const newCustomer = (word = uniqueWord('c'), extra: Record<string, unknown> = {}) => ({
  first_name: 'Priya',
  last_name: `Sharma ${word}`,
  email: `priya.${word}@example.in`,
  mobile: '98765 43210',
  addresses: [{ line1: '12, MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }],
  ...extra,
});

export const createCustomerIn = async (server: TestServer, token: string, payload: Record<string, unknown>) => {
  const response = await server.request(token, { method: 'POST', url: CUSTOMERS, payload });
  if (response.statusCode !== 201) throw new Error(`create customer failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: number };
};

export const listCustomers = async (server: TestServer, token: string, query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]));
  const response = await server.request(token, { method: 'GET', url: `${CUSTOMERS}?${params}` });
  if (response.statusCode !== 200) throw new Error(`list customers failed: ${response.statusCode} ${response.body}`);
  return response.json() as (Record<string, unknown> & { id: number })[];
};

import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { SERVICE_BASES, type ServiceBase } from '../domain/bases';
import { getResource } from '../domain/resources';
import { apiBaseUrl } from './apiBases';
import { httpClient } from './httpClient';

/** One simple-rest provider per base; resources are addressed by their API path on that base. */
const providers = Object.fromEntries(
  SERVICE_BASES.map((base) => [base, simpleRestProvider(apiBaseUrl(base), httpClient)]),
) as Record<ServiceBase, DataProvider>;

type ProviderLoader = () => Promise<DataProvider>;

/**
 * Providers that replace simple-rest for a resource whose API has its own shape (the employee base).
 * A loader keeps such a provider, and the schemas it validates with, out of the first page's bundle.
 */
const overrides: Record<string, ProviderLoader> = {};

export const registerResourceProvider = (resource: string, provider: DataProvider | ProviderLoader) => {
  overrides[resource] = typeof provider === 'function' ? provider : async () => provider;
};

registerResourceProvider('employees', () => import('./employeeDataProvider').then((m) => m.employeeDataProvider));
registerResourceProvider('roles', () => import('./employeeDataProvider').then((m) => m.roleDataProvider));
registerResourceProvider('jobs', () => import('../resources/jobs/jobsDataProvider').then((m) => m.jobsDataProvider));

const route = async (resource: string): Promise<[DataProvider, string]> => {
  const override = overrides[resource];
  if (override) return [await override(), resource];
  const definition = getResource(resource);
  return [providers[definition.base], definition.apiPath];
};

const methods = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** Routes each resource of the table in src/domain to its service base. */
export const dataProvider = Object.fromEntries(
  methods.map((method) => [
    method,
    async (resource: string, params: unknown) => {
      const [provider, path] = await route(resource);
      return (provider[method] as (r: string, p: unknown) => Promise<unknown>)(path, params);
    },
  ]),
) as unknown as DataProvider;

import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { SERVICE_BASES, type ServiceBase } from '@domain/bases';
import { JOBS_PATH } from '@domain/jobs';
import { apiBaseUrl } from './apiBases';
import { CHOICES_VIEW } from './choicesView';
import { httpClient } from './httpClient';
import { resourceActions, type ResourceActions } from './resourceActions';
import { registerResourceLocation, resourceLocation } from './resourceUrl';

/** One simple-rest provider per base; resources are addressed by their API path on that base. */
const providers = Object.fromEntries(
  SERVICE_BASES.map((base) => [base, simpleRestProvider(apiBaseUrl(base), httpClient)]),
) as Record<ServiceBase, DataProvider>;

/**
 * The same, for a filter's or picker's choices (`getList` with `meta: { view: 'choices' }`): its list
 * calls ask for the records' own columns, without the counts a list page shows (server/http/listQuery.ts).
 * simple-rest's list URL always has a query string.
 */
const choicesProviders = Object.fromEntries(
  SERVICE_BASES.map((base) => [base, simpleRestProvider(apiBaseUrl(base), (url, options) => httpClient(`${url}&view=choices`, options))]),
) as Record<ServiceBase, DataProvider>;
const asksForChoices = (method: string, params: unknown) =>
  method === 'getList' && (params as { meta?: { view?: string } } | undefined)?.meta?.view === CHOICES_VIEW.view;

type ProviderLoader = () => Promise<Partial<DataProvider>>;

/**
 * Methods that replace simple-rest's for a resource whose API has its own shape (the employee base,
 * the jobs' status verbs). A loader keeps such methods, and the schemas they validate with, out of
 * the first page's bundle.
 */
const overrides: Record<string, ProviderLoader> = {};

export const registerResourceProvider = (resource: string, provider: Partial<DataProvider> | ProviderLoader) => {
  overrides[resource] = typeof provider === 'function' ? provider : async () => provider;
};

registerResourceProvider('employees', () => import('./employeeDataProvider').then((m) => m.employeeDataProvider));
registerResourceProvider('roles', () => import('./employeeDataProvider').then((m) => m.roleDataProvider));
registerResourceLocation('jobs', { base: 'employee', apiPath: JOBS_PATH.slice(1) });
registerResourceProvider('jobs', () => import('../resources/jobs/jobsDataProvider').then((m) => m.jobsDataProvider));

/** The server's header saying a list's total is the planner's estimate, not a count (server/http/listTotal.ts). */
const TOTAL_ESTIMATED_HEADER = 'X-Total-Estimated';

/**
 * simple-rest's list methods, which keep nothing of an answer's headers but its total, with
 * `meta.totalEstimated` when the server only estimated that total: the pagination says "about".
 * One provider per call, so each reads its own answer's header.
 */
const listProvider = (base: ServiceBase, choices: boolean): Pick<DataProvider, 'getList' | 'getManyReference'> => {
  const withTotalKind =
    <P>(method: 'getList' | 'getManyReference') =>
    async (path: string, params: P) => {
      let estimated = false;
      const provider = simpleRestProvider(apiBaseUrl(base), async (url, options) => {
        const response = await httpClient(choices ? `${url}&view=choices` : url, options);
        estimated = response.headers.get(TOTAL_ESTIMATED_HEADER) === 'true';
        return response;
      });
      const result = await (provider[method] as (r: string, p: P) => Promise<{ meta?: Record<string, unknown> }>)(path, params);
      return estimated ? { ...result, meta: { ...result.meta, totalEstimated: true } } : result;
    };
  return { getList: withTotalKind('getList'), getManyReference: withTotalKind('getManyReference') } as Pick<DataProvider, 'getList' | 'getManyReference'>;
};

const route = async (resource: string, choices: boolean): Promise<[DataProvider, string]> => {
  const { base, apiPath } = resourceLocation(resource);
  const override = overrides[resource];
  const provider = { ...(choices ? choicesProviders : providers)[base], ...listProvider(base, choices) };
  return [override ? { ...provider, ...(await override()) } : provider, apiPath];
};

const methods = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** The CRUD methods and the named actions of every resource: `useDataProvider<ConsoleDataProvider>()`. */
export type ConsoleDataProvider = DataProvider & ResourceActions;

/** Routes each resource of the table in domain to its service base. */
export const dataProvider = {
  ...Object.fromEntries(
    methods.map((method) => [
      method,
      async (resource: string, params: unknown) => {
        const [provider, path] = await route(resource, asksForChoices(method, params));
        return (provider[method] as (r: string, p: unknown) => Promise<unknown>)(path, params);
      },
    ]),
  ),
  ...resourceActions,
} as unknown as ConsoleDataProvider;

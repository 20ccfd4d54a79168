/** Where the reference server serves its OpenAPI 3.1 description (to signed-in staff). */
export const OPENAPI_PATH = '/svc/openapi.json';

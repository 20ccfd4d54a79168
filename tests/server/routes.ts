/** A registered route's URL made requestable: every ":param" (with an optional regex) becomes `id` and a wildcard a plain segment. */
export const concreteUrl = (url: string, id = '1') => url.replace(/:[A-Za-z_]+(\([^)]*\))?/g, id).replace(/\*$/, 'x');

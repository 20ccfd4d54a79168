/** The part of oidc-provider (which ships no types) that the identity-provider e2e uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Checks {
    remove(reason: string): void;
  }
  interface Policy {
    get(name: string): { checks: Checks };
  }
  export const interactionPolicy: { base(): Policy };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}

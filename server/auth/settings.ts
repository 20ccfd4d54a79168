/**
 * Session settings, read from the environment by server/config.ts and given to buildApp (tests pass
 * their own). Defaults follow the issue: 15-minute access tokens, failed sign-ins limited per
 * account and per address.
 */
export interface AuthSettings {
  accessTokenSeconds: number;
  /** Idle lifetime of a refresh token: each rotation starts a new one. */
  refreshTokenSeconds: number;
  /** How long a just-spent refresh token still yields a successor (two tabs refreshing at once). */
  refreshGraceSeconds: number;
  /**
   * Failed sign-ins allowed within the window: per account from one address, per address across
   * accounts, and per account across all addresses (a higher ceiling, so someone failing from
   * elsewhere does not lock the person out at their usual address until it is reached).
   */
  failedSignIns: { perAccountAndAddress: number; perAddress: number; perAccount: number; windowSeconds: number };
  /** OpenID Connect sign-in: the provider whose id_tokens are accepted, and this console's client id. */
  oidc?: { issuer: string; clientId: string };
}

const positive = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const readAuthSettings = (env: NodeJS.ProcessEnv): AuthSettings => ({
  accessTokenSeconds: positive(env.ACCESS_TOKEN_SECONDS, 15 * 60),
  refreshTokenSeconds: positive(env.REFRESH_TOKEN_SECONDS, 12 * 60 * 60),
  refreshGraceSeconds: positive(env.REFRESH_GRACE_SECONDS, 5),
  failedSignIns: {
    perAccountAndAddress: positive(env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, 5),
    perAddress: positive(env.SIGN_IN_MAX_FAILURES_PER_ADDRESS, 20),
    perAccount: positive(env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT, 50),
    windowSeconds: positive(env.SIGN_IN_FAILURE_WINDOW_SECONDS, 15 * 60),
  },
  oidc: env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID } : undefined,
});

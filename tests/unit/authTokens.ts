const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT: the console only decodes tokens, the server verifies them. */
export const unsignedJwt = (claims: Record<string, unknown>, alg = 'HS256') =>
  `${base64url(JSON.stringify({ alg }))}.${base64url(JSON.stringify(claims))}.sig`;

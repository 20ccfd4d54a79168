import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { createTokenSigner } from '../../server/auth/tokens';

/** With a configured secret the signer never reads the database. */
const signer = () => createTokenSigner(undefined as unknown as Database, 'a-test-secret-for-signing-tokens-0123456789');

describe('access tokens remembered once verified', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a known token from memory until it expires, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = await signer();
    const token = await tokens.sign({ login: true, id: 7 }, 60);
    expect((await tokens.verify(token)).id).toBe(7);
    expect((await tokens.verify(token)).id).toBe(7);
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('never takes a token whose signature differs from one it verified', async () => {
    const tokens = await signer();
    const token = await tokens.sign({ login: true, id: 7 }, 60);
    await tokens.verify(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ login: true, id: 1, exp: 4102444800 })).toString('base64url')}.${token.split('.')[2]}`;
    await expect(tokens.verify(forged)).rejects.toThrow();
    await expect(tokens.verify(`${header}.${payload}.AAAA`)).rejects.toThrow();
  });
});

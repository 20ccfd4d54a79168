import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2; the enum is ambient) with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { refreshTokens } from '../db/schema';
import { inTransaction } from '../db/transaction';

/** Only a digest is stored: a leaked table does not hand out sessions. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/** A new refresh token, in a new family (sign-in) or the family of the token it replaces (rotation). */
export const issueRefreshToken = async (
  db: Executor,
  employeeId: number,
  seconds: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + seconds * 1000);
  await db.insert(refreshTokens).values({ employee_id: employeeId, family_id: familyId, token_hash: digest(token), expires_at: expiresAt });
  return { token, familyId, expiresAt };
};

export const revokeFamily = async (db: Executor, familyId: string) => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
};

export type Rotation =
  | { outcome: 'rotated'; employeeId: number; next: IssuedRefreshToken }
  | { outcome: 'reused'; employeeId: number; familyId: string }
  | { outcome: 'invalid' };

/**
 * Spends a refresh token and issues its successor in one transaction. Marking it used is a single
 * conditional UPDATE, so two concurrent uses cannot both spend it. A token spent less than
 * `graceSeconds` ago yields another successor of the same family: two tabs of one browser refresh at
 * the same moment with the same cookie, and both must keep working. Presented again later, a spent
 * token revokes its whole family (it was copied).
 */
export const rotateRefreshToken = (
  db: Database,
  presented: string,
  { seconds, graceSeconds }: { seconds: number; graceSeconds: number },
): Promise<Rotation> =>
  inTransaction(db, async (tx) => {
    const now = new Date();
    const hash = digest(presented);
    const [spent] = await tx
      .update(refreshTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(refreshTokens.token_hash, hash),
          isNull(refreshTokens.used_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, now),
        ),
      )
      .returning();
    const [known] = spent ? [spent] : await tx.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
    if (!known?.used_at) return { outcome: 'invalid' };
    if (spent || (!known.revoked_at && now.getTime() - known.used_at.getTime() <= graceSeconds * 1000)) {
      const next = await issueRefreshToken(tx, known.employee_id, seconds, known.family_id);
      return { outcome: 'rotated', employeeId: known.employee_id, next };
    }
    await revokeFamily(tx, known.family_id);
    return { outcome: 'reused', employeeId: known.employee_id, familyId: known.family_id };
  });

/** Revokes the family of a presented refresh token (a new sign-in replaces the browser's session). */
export const revokeFamilyOf = async (db: Database, presented: string) => {
  const [known] = await db.select({ family: refreshTokens.family_id }).from(refreshTokens).where(eq(refreshTokens.token_hash, digest(presented)));
  if (known) await revokeFamily(db, known.family);
};

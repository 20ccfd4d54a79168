import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { scriptVersions, storefrontScripts } from '../../../db/schema';
import { refusedAt } from '../../../http/errors';

type Script = typeof storefrontScripts.$inferSelect;

/** The fields a version keeps of its script. */
export const versionFields = (script: Pick<Script, 'name' | 'placement' | 'pages' | 'is_active' | 'position' | 'code'>) => ({
  name: script.name,
  placement: script.placement,
  pages: script.pages,
  is_active: script.is_active,
  position: script.position,
  code: script.code,
});

/** Writes version `number` of a script as it now stands. */
export const addVersion = async (tx: Executor, script: Script, actor: number, restoredFrom?: number) => {
  await tx.insert(scriptVersions).values({
    script_id: script.id,
    number: script.version,
    ...versionFields(script),
    restored_from: restoredFrom ?? null,
    created_by: actor,
  });
};

export const versionOf = async (tx: Executor, scriptId: number, versionId: number) => {
  const [version] = await tx.select().from(scriptVersions).where(and(eq(scriptVersions.id, versionId), eq(scriptVersions.script_id, scriptId)));
  if (!version) throw refusedAt(422, 'invalid_version', 'version_id', { key: 'server.script_version_missing' });
  return version;
};

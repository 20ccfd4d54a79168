import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cmsContents, cmsSections, type DraftSnapshot } from '../../db/schema';
import { recordChange } from '../../history/recordChange';
import { touchDraft } from './draft';

type Row = Record<string, unknown> & { id: number };
type DraftTable = PgTable & { id: PgColumn };

const differs = (row: Row, values: Record<string, unknown>) =>
  Object.entries(values).some(([field, value]) => JSON.stringify(row[field]) !== JSON.stringify(value));

/**
 * Puts one snapshot row back: updated in place when it is still in the draft, otherwise inserted
 * under its own id (ids are never reused, so a gone row's id is free) unless some other row holds it.
 * Returns the row's id; History gets the change, named after the rollback.
 */
const putBack = async (tx: Executor, table: DraftTable, entity: string, current: Row | undefined, id: number, taken: Set<number>, values: Record<string, unknown>, actor: number) => {
  if (current) {
    if (!differs(current, values)) return current.id;
    const [after] = (await tx
      .update(table)
      .set({ ...values, revision: (current.revision as number) + 1, updated_at: new Date() } as never)
      .where(eq(table.id, current.id))
      .returning()) as Row[];
    await recordChange(tx, actor, entity, current.id, current, after, 'rollback');
    return current.id;
  }
  const row = { ...values, created_by: actor, ...(taken.has(id) ? {} : { id }) };
  const [created] = (await (taken.has(id) ? tx.insert(table) : tx.insert(table).overridingSystemValue()).values(row as never).returning()) as Row[];
  await recordChange(tx, actor, entity, created!.id, undefined, created, 'rollback');
  return created!.id;
};

const removeAll = async (tx: Executor, table: DraftTable, entity: string, rows: Row[], actor: number) => {
  if (!rows.length) return;
  await tx.delete(table).where(inArray(table.id, rows.map((row) => row.id)));
  for (const row of rows) await recordChange(tx, actor, entity, row.id, row, undefined, 'rollback');
};

/** Ids among `ids` that rows outside the container's draft hold. */
const heldElsewhere = async (tx: Executor, table: DraftTable, ids: number[], own: Row[]) => {
  if (!ids.length) return new Set<number>();
  const found = (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))) as { id: number }[];
  return new Set(found.map((row) => row.id).filter((id) => !own.some((row) => row.id === id)));
};

/**
 * Replaces a container's draft by a version's snapshot (a rollback). Sections and items keep their
 * ids, so links to them (/contents/14) still answer: rows still there are updated in place, gone ones
 * come back under their id, rows the snapshot lacks are deleted.
 */
export const restoreDraft = async (tx: Executor, containerId: number, snapshot: DraftSnapshot, actor: number) => {
  const sections = (await tx.select().from(cmsSections).where(eq(cmsSections.container_id, containerId)).for('update')) as Row[];
  const contents = sections.length
    ? ((await tx.select().from(cmsContents).where(inArray(cmsContents.section_id, sections.map((section) => section.id))).for('update')) as Row[])
    : [];
  const sectionIds = snapshot.map((section) => section.id);
  const itemIds = snapshot.flatMap((section) => section.items.map((item) => item.id));
  await removeAll(tx, cmsContents, 'contents', contents.filter((item) => !itemIds.includes(item.id)), actor);
  await removeAll(tx, cmsSections, 'sections', sections.filter((section) => !sectionIds.includes(section.id)), actor);
  const takenSections = await heldElsewhere(tx, cmsSections, sectionIds, sections);
  const takenItems = await heldElsewhere(tx, cmsContents, itemIds, contents);
  for (const [position, { id, items, type, title, layout }] of snapshot.entries()) {
    const current = sections.find((section) => section.id === id);
    const sectionId = await putBack(tx, cmsSections, 'sections', current, id, takenSections, { container_id: containerId, type, title, layout, position }, actor);
    for (const [index, { id: itemId, ...item }] of items.entries()) {
      await putBack(tx, cmsContents, 'contents', contents.find((content) => content.id === itemId), itemId, takenItems, { ...item, section_id: sectionId, position: index }, actor);
    }
  }
  await touchDraft(tx, containerId);
};

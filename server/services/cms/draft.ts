import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cmsContainers, cmsContents, cmsSections, type DraftSnapshot } from '../../db/schema';
import { conflict } from '../../http/errors';

type Row = Record<string, unknown>;

/**
 * Optimistic lock of an edited draft row: the edit names the revision it was made from; an older
 * one means someone saved in between (409, their change kept), otherwise the revision moves on.
 */
export const checkRevision = (values: Row, existing: Row | undefined): Row => {
  const { revision, ...rest } = values;
  if (!existing) return rest;
  if (revision !== existing.revision) throw conflict({ key: 'server.cms_stale_edit' }, { revision: { key: 'server.cms_stale_edit' } });
  return { ...rest, revision: (existing.revision as number) + 1 };
};

/** Marks a container's draft as changed since its last version. */
export const touchDraft = async (tx: Executor, containerId: number) => {
  await tx.update(cmsContainers).set({ draft_updated_at: sql`now()` }).where(eq(cmsContainers.id, containerId));
};

export const containerOfSection = async (tx: Executor, sectionId: number): Promise<number | undefined> =>
  (await tx.select({ id: cmsSections.container_id }).from(cmsSections).where(eq(cmsSections.id, sectionId)))[0]?.id;

/** The container's draft, sections and items in order, as a version stores it. */
export const draftSnapshot = async (tx: Executor, containerId: number): Promise<DraftSnapshot> => {
  const sections = await tx
    .select({ id: cmsSections.id, type: cmsSections.type, title: cmsSections.title, layout: cmsSections.layout })
    .from(cmsSections)
    .where(eq(cmsSections.container_id, containerId))
    .orderBy(asc(cmsSections.position), asc(cmsSections.id));
  const items = sections.length
    ? await tx
        .select({
          id: cmsContents.id,
          section_id: cmsContents.section_id,
          type: cmsContents.type,
          title: cmsContents.title,
          text: cmsContents.text,
          image: cmsContents.image,
          link: cmsContents.link,
          product_id: cmsContents.product_id,
          collection_id: cmsContents.collection_id,
        })
        .from(cmsContents)
        .where(inArray(cmsContents.section_id, sections.map((section) => section.id)))
        .orderBy(asc(cmsContents.position), asc(cmsContents.id))
    : [];
  return sections.map((section) => ({
    ...section,
    items: items.filter((item) => item.section_id === section.id).map(({ section_id: _section, ...item }) => item),
  }));
};

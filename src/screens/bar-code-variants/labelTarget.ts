import { labelFormatOf, type LabelOutput } from '../../labels/protocol';
import { collectionUrl } from '../../providers/resourceUrl';

/** Which variants the labels screen was opened for: a selection, or a whole filtered list (with its total when it was counted, never an estimate). */
export type LabelTarget = { ids: number[] } | { filter: Record<string, unknown>; total?: number };

const parseJson = (text: string | null): unknown => {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The target from the screen's query (`?ids=[…]`, or `?filter={…}&total=n`); undefined when it names none. */
export const targetOf = (search: URLSearchParams): LabelTarget | undefined => {
  const ids = parseJson(search.get('ids'));
  if (Array.isArray(ids) && ids.length && ids.every((id) => Number.isInteger(id))) return { ids: ids as number[] };
  const filter = parseJson(search.get('filter'));
  if (filter && typeof filter === 'object' && !Array.isArray(filter)) {
    const total = Number(search.get('total'));
    return Number.isFinite(total) && total > 0 ? { filter: filter as Record<string, unknown>, total } : { filter: filter as Record<string, unknown> };
  }
  return undefined;
};

/** The labels screen's location for a target. */
export const labelsLocation = (target: LabelTarget) => {
  const query = new URLSearchParams('ids' in target ? { ids: JSON.stringify(target.ids) } : { filter: JSON.stringify(target.filter) });
  if ('total' in target && target.total) query.set('total', String(target.total));
  return `/apps/bar-code-variants?${query}`;
};

/** The label stream the worker reads for a target, naming the output it makes (recorded in History). */
export const streamUrl = (target: LabelTarget, output: LabelOutput) => {
  const query = new URLSearchParams('ids' in target ? { ids: JSON.stringify(target.ids) } : { filter: JSON.stringify(target.filter) });
  query.set('format', labelFormatOf(output));
  return new URL(`${collectionUrl('variants')}/labels?${query}`, window.location.href).href;
};

export const expectedCount = (target: LabelTarget) => ('ids' in target ? target.ids.length : target.total);

import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attributes } from '../../../db/schema';
import { listedValues } from '@domain/taxonomy';
import type { ServerMessage } from '@domain/serverMessages';
import { refusedAt } from '../../../http/errors';

type Row = Record<string, unknown>;
type AttributeValues = Record<string, string>;

const refused = (message: ServerMessage) => refusedAt(400, 'invalid_input', 'attributes', message);

/**
 * A registerCrud `beforeWrite` for products: each attribute value set or changed names an existing
 * attribute and, when that attribute lists its values, one of them. Values a product already holds
 * stay as they are, so a product edited for another reason is not refused for an older value.
 */
export const checkProductAttributes = async (tx: Executor, values: Row, existing: Row | undefined): Promise<Row> => {
  const wanted = values.attributes as AttributeValues | undefined;
  const held = (existing?.attributes ?? {}) as AttributeValues;
  const changed = Object.entries(wanted ?? {}).filter(([code, value]) => held[code] !== value);
  if (changed.length === 0) return values;
  const rows = await tx
    .select({ code: attributes.code, name: attributes.name, type: attributes.type, values: attributes.values })
    .from(attributes)
    .where(inArray(attributes.code, changed.map(([code]) => code)));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const [code, value] of changed) {
    const attribute = byCode.get(code);
    if (!attribute) throw refused({ key: 'server.unknown_attribute', params: { code } });
    const listed = listedValues(attribute);
    if (listed && !listed.includes(value)) throw refused({ key: 'server.attribute_value_not_listed', params: { value, attribute: attribute.name } });
  }
  return values;
};

import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images. Their bytes live in file storage under `storage_key` (server/files); rows from
 * before file storage keep theirs in `data` until the media.move-to-files job moves them.
 * The id is 128 random bits: the URL is a capability that an <img> can load without a token.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data'),
    storage_key: text('storage_key'),
    original_name: text('original_name').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (t) => [index('media_files_created_by').on(t.created_by)],
);

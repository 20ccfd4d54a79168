import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-wide key/value settings that must survive restarts (e.g. the token signing secret). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

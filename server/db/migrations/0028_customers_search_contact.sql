DROP INDEX "customers_email_trgm";--> statement-breakpoint
DROP INDEX "customers_mobile_trgm";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_contact" text GENERATED ALWAYS AS (split_part(email, '@', 1) || ' ' || coalesce(mobile, '')) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_contact" ON "customers" USING gin ("search_contact" gin_trgm_ops);
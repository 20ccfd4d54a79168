CREATE INDEX "audit_events_email_at" ON "audit_events" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "audit_events_ip_at" ON "audit_events" USING btree ("ip","at");
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_via" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "stale_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "close_price" integer;--> statement-breakpoint
CREATE INDEX "properties_confirmed_idx" ON "properties" USING btree ("confirmed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_stale_idx" ON "properties" USING btree ("stale_since") WHERE "properties"."stale_since" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_close_price_check" CHECK ("properties"."close_price" is null or "properties"."close_price" >= 0);
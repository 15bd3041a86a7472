ALTER TABLE "properties" ADD COLUMN "key_money" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "management_fee" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "renewal_fee" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "guarantor_required" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "guarantor_fee" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contract_months" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "repair_reserve" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "other_move_in" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_month" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lister_role" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "move_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "move_in_usd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "move_in_max" integer;--> statement-breakpoint
CREATE INDEX "properties_move_in_idx" ON "properties" USING btree ("move_in_usd","id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_terms_check" CHECK (coalesce("properties"."key_money", 0) >= 0 and coalesce("properties"."management_fee", 0) >= 0 and coalesce("properties"."renewal_fee", 0) >= 0 and coalesce("properties"."guarantor_fee", 0) >= 0 and coalesce("properties"."repair_reserve", 0) >= 0 and coalesce("properties"."other_move_in", 0) >= 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_built_month_check" CHECK ("properties"."built_month" is null or "properties"."built_month" between 1 and 12);
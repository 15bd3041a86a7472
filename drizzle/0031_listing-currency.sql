DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_listing_price_idx";--> statement-breakpoint
DROP INDEX "properties_place_price_idx";--> statement-breakpoint
DROP INDEX "properties_type_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_usd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price_usd","id");--> statement-breakpoint
CREATE INDEX "properties_listing_price_idx" ON "properties" USING btree ("listing_type","price_usd","id");--> statement-breakpoint
CREATE INDEX "properties_place_price_idx" ON "properties" USING btree ("location","listing_type","price_usd","id");--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("category","listing_type","price_usd","id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_price_usd_check" CHECK ("properties"."price_usd" >= 0);
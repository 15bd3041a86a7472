CREATE TABLE "photo_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"hash" bigint NOT NULL,
	"scale" smallint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removed_listings" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"address_key" text,
	"listing_type" text NOT NULL,
	"price" integer NOT NULL,
	"listed_since" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_via" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "stale_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "close_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "relist_of" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_as_copy_of" integer;--> statement-breakpoint
CREATE INDEX "photo_prints_property_idx" ON "photo_prints" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "photo_prints_band0_idx" ON "photo_prints" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_prints_band1_idx" ON "photo_prints" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_prints_band2_idx" ON "photo_prints" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_prints_band3_idx" ON "photo_prints" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "removed_listings_address_idx" ON "removed_listings" USING btree ("address_key");--> statement-breakpoint
CREATE INDEX "properties_confirmed_idx" ON "properties" USING btree ("confirmed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_stale_idx" ON "properties" USING btree ("stale_since") WHERE "properties"."stale_since" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_close_price_check" CHECK ("properties"."close_price" is null or "properties"."close_price" >= 0);
ALTER TABLE "saved_search_alerts" ADD COLUMN "monthly_rent_max" integer;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "monthly_sale_max" integer;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "baths_min" smallint;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "built_from" smallint;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "hide_under_offer" boolean DEFAULT false NOT NULL;
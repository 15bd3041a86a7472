ALTER TABLE "saved_search_alerts" ADD COLUMN "baths_min" smallint;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "built_from" smallint;
ALTER TABLE "saved_search_alerts" ADD COLUMN "monthly_rent_max" integer;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "monthly_sale_max" integer;
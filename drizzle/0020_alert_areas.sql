ALTER TABLE "saved_search_alerts" ADD COLUMN "box_west" double precision;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "box_south" double precision;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "box_east" double precision;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "box_north" double precision;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "area_lngs" double precision[];--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "area_lats" double precision[];
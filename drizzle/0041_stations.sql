CREATE TABLE "home_stations" (
	"property_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"minutes" smallint NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "home_stations_property_id_station_id_pk" PRIMARY KEY("property_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ja" text NOT NULL,
	"lines" text[] NOT NULL,
	"lines_ja" text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "nearest_station_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "station_minutes" smallint;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "walk_max" smallint;--> statement-breakpoint
ALTER TABLE "home_stations" ADD CONSTRAINT "home_stations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_stations" ADD CONSTRAINT "home_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_stations_station_idx" ON "home_stations" USING btree ("station_id","minutes","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_slug_idx" ON "stations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stations_city_idx" ON "stations" USING btree ("city");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_nearest_station_id_stations_id_fk" FOREIGN KEY ("nearest_station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;
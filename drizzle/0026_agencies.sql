CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ja" text,
	"licence" text,
	"address" text,
	"phone" text,
	"website" text,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_role" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reso_fields" jsonb;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_agency_idx" ON "agents" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_agency_listing_key_idx" ON "properties" USING btree ("agency_id","listing_key") WHERE "properties"."listing_key" is not null;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_agency_role_check" CHECK ("agents"."agency_role" is null or "agents"."agency_role" in ('admin', 'agent'));
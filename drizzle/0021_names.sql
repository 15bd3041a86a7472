ALTER TABLE "agents" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agency_ja" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_ja" text;
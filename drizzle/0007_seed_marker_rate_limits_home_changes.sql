CREATE TABLE "database_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_changes" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "home_changes_changed_idx" ON "home_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
-- A database made before the marker existed was filled on its first start, or holds a site's own
-- rows: it is marked as filled, so that no later start adds generated data to it.
INSERT INTO "database_state" ("key", "value")
SELECT 'filled', jsonb_build_object('by', 'migration', 'at', now())
WHERE EXISTS (SELECT 1 FROM "properties") OR EXISTS (SELECT 1 FROM "blogs")
   OR EXISTS (SELECT 1 FROM "users") OR EXISTS (SELECT 1 FROM "reviews")
   OR EXISTS (SELECT 1 FROM "comments") OR EXISTS (SELECT 1 FROM "testimonials")
   OR EXISTS (SELECT 1 FROM "authors") OR EXISTS (SELECT 1 FROM "tags")
   OR EXISTS (SELECT 1 FROM "newsletter_subscriptions") OR EXISTS (SELECT 1 FROM "contact_messages");

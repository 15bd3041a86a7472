CREATE TABLE "applied_upgrades" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The upgrades a database had already marked in database_state keep their mark here (ADR 0093).
INSERT INTO "applied_upgrades" ("name", "applied_at")
  SELECT "key", "updated_at" FROM "database_state" WHERE "key" IN ('places-are-cities', 'search-text-ja');
--> statement-breakpoint
DELETE FROM "database_state" WHERE "key" IN ('places-are-cities', 'search-text-ja');

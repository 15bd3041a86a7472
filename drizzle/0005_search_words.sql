CREATE TABLE "property_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words" text[];--> statement-breakpoint
-- A home (about 3 kB with its text and words) stays whole in its row, as written: moving its
-- longest values out to the TOAST table cost a third of a large load and slowed every text check.
ALTER TABLE "properties" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- The homes already stored get their words as searchWords (app/db/search-words.ts) makes them:
-- the distinct runs of a-z and 0-9 in search_text, in order of first appearance.
UPDATE "properties" SET "search_words" = ARRAY(
	SELECT "w" FROM (
		SELECT "m"[1] AS "w", min("n") AS "n"
		FROM regexp_matches("search_text", '[a-z0-9]+', 'g') WITH ORDINALITY AS "r"("m", "n")
		GROUP BY "m"[1]
	) AS "words" ORDER BY "n"
);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_words" SET NOT NULL;--> statement-breakpoint
INSERT INTO "property_words" ("word") SELECT DISTINCT unnest("search_words") FROM "properties";--> statement-breakpoint
CREATE INDEX "property_words_trgm_idx" ON "property_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_words_idx" ON "properties" USING gin ("search_words");

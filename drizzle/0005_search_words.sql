CREATE TABLE "property_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words" text[];--> statement-breakpoint
-- A home is about 3 kB with its text and words, more than PostgreSQL keeps in a row by default.
-- The words are what it moves out first, and the text what it keeps: the words are read from
-- their index, the text is checked home by home.
ALTER TABLE "properties" ALTER COLUMN "search_words" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
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

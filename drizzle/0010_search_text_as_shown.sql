-- Keywords match the text as a visitor reads it, not its Markdown (docs/product.md#search-parameters).
-- markdown_as_shown does what markdownAsShown does in app/db/search-words.ts, rule for rule: an
-- image as its alt text, a link as its text, no marks of headings, quotes and list items at a
-- line's start, no emphasis, code or link brackets, lines and paragraphs as one run of text.
CREATE OR REPLACE FUNCTION markdown_as_shown(markdown text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(replace(markdown, '![', '['), '\]\([^)]*\)', ']', 'g'),
        '(^|\n)[ \t]*(#{1,6}|>|[-+*]|[0-9]+[.)])[ \t]+', '\1', 'g'),
      '[]*_`[]', '', 'g'),
    '[ \t\n\r\f\v]+', ' ', 'g')
$$;--> statement-breakpoint
ALTER TABLE "blogs" drop column "search_text";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || category || ' ' || markdown_as_shown(markdown))) STORED NOT NULL;--> statement-breakpoint
-- Dropped with the column it indexes.
CREATE INDEX "blogs_search_trgm_idx" ON "blogs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Generated descriptions counted "1 bedrooms" and "1 bathrooms" (app/db/factories.ts now writes
-- "1 bedroom"): the homes already stored read as new ones do.
UPDATE "properties" SET "description" = regexp_replace("description", '\*\*1 (bedroom|bathroom)s\*\*', '**1 \1**', 'g')
WHERE "description" ~ '\*\*1 (bedroom|bathroom)s\*\*';--> statement-breakpoint
-- The homes already stored get the text and words propertySearchText and searchWords make now.
UPDATE "properties" SET "search_text" = lower(
	"name" || ' ' || "location" || ' ' || "category" || ' ' || "listing_type" || ' ' ||
	"orientation" || ' ' || coalesce("rental_terms", '') || ' ' || markdown_as_shown("description")
);--> statement-breakpoint
UPDATE "properties" SET "search_words" = ARRAY(
	SELECT "w" FROM (
		SELECT "m"[1] AS "w", min("n") AS "n"
		FROM regexp_matches("search_text", '[a-z0-9]+', 'g') WITH ORDINALITY AS "r"("m", "n")
		GROUP BY "m"[1]
	) AS "words" ORDER BY "n"
);--> statement-breakpoint
-- Every word listed again, with no homes yet: the search index fills them when next built
-- (fillWordHomes, ADR 0023), as after a first load.
DELETE FROM "property_words";--> statement-breakpoint
INSERT INTO "property_words" ("word") SELECT DISTINCT unnest("search_words") FROM "properties";

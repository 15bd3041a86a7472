-- The ids of the homes holding each word, as 4-byte integers, for the search index (ADR 0023).
-- The index fills them when it is first built after a load; the load leaves them empty.
ALTER TABLE "property_words" ADD COLUMN "homes" "bytea";
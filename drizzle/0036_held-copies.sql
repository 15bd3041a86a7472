ALTER TABLE "photo_prints" ADD COLUMN "photo" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "properties_held_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."held_as_copy_of" is not null;
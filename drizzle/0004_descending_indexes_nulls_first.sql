DROP INDEX "blogs_created_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_listing_created_idx";--> statement-breakpoint
DROP INDEX "properties_popular_idx";--> statement-breakpoint
DROP INDEX "saved_homes_user_created_idx";--> statement-breakpoint
CREATE INDEX "blogs_created_idx" ON "blogs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_listing_created_idx" ON "properties" USING btree ("listing_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_popular_idx" ON "properties" USING btree ("review_count" DESC NULLS FIRST,"rating_total" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "saved_homes_user_created_idx" ON "saved_homes" USING btree ("user_id","created_at" DESC NULLS FIRST,"property_id" DESC NULLS FIRST);
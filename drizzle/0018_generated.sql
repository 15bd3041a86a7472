ALTER TABLE "blogs" ADD COLUMN "title_ja" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "markdown_ja" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "excerpt_ja" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "neighbourhood" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ja" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_ja" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "job_ja" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "content_ja" text;
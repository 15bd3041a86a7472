CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"photo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"blog_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_tags_blog_id_tag_id_pk" PRIMARY KEY("blog_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"author_id" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"photo" text NOT NULL,
	"markdown" text NOT NULL,
	"excerpt" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || category || ' ' || regexp_replace(markdown, '\]\([^)]*\)', ']', 'g'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"listing_type" text NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"number_of_beds" smallint NOT NULL,
	"number_of_bathrooms" smallint NOT NULL,
	"number_of_area" integer NOT NULL,
	"number_of_kitchen" smallint NOT NULL,
	"number_of_living_rooms" smallint NOT NULL,
	"built" smallint NOT NULL,
	"garage_size" smallint NOT NULL,
	"orientation" text NOT NULL,
	"plot_size" integer NOT NULL,
	"rental_terms" text,
	"video" text,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"floor_plans" jsonb NOT NULL,
	"has_swimming_pool" boolean DEFAULT false NOT NULL,
	"has_internet" boolean DEFAULT false NOT NULL,
	"has_fencing" boolean DEFAULT false NOT NULL,
	"has_air_condition" boolean DEFAULT false NOT NULL,
	"has_transport_hub" boolean DEFAULT false NOT NULL,
	"has_supermarket_and_store" boolean DEFAULT false NOT NULL,
	"has_dishwasher" boolean DEFAULT false NOT NULL,
	"has_clinic" boolean DEFAULT false NOT NULL,
	"has_school" boolean DEFAULT false NOT NULL,
	"has_park" boolean DEFAULT false NOT NULL,
	"has_floor_covering" boolean DEFAULT false NOT NULL,
	"has_wardrobe" boolean DEFAULT false NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || location || ' ' || category || ' ' || listing_type || ' ' || orientation || ' ' || coalesce(rental_terms, '') || ' ' || regexp_replace(description, '\]\([^)]*\)', ']', 'g'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_price_check" CHECK ("properties"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"rating" smallint NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"job" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"avatar" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_tags_tag_idx" ON "blog_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "blogs_created_idx" ON "blogs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "blogs_search_trgm_idx" ON "blogs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_blog_idx" ON "comments" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_idx" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("number_of_area","id");--> statement-breakpoint
CREATE INDEX "properties_beds_idx" ON "properties" USING btree ("number_of_beds");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_popular_idx" ON "properties" USING btree ("review_count" DESC NULLS LAST,"rating_total" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_location_trgm_idx" ON "properties" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_category_trgm_idx" ON "properties" USING gin (lower("category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_property_idx" ON "reviews" USING btree ("property_id","created_at");
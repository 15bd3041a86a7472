CREATE TABLE "inquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "open_houses_span_check" CHECK ("open_houses"."ends_at" > "open_houses"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "viewing_status" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "viewing_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_replies_thread_idx" ON "inquiry_replies" USING btree ("inquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_author_idx" ON "inquiry_replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "open_houses_property_idx" ON "open_houses" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "open_houses_starts_idx" ON "open_houses" USING btree ("starts_at","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_confirmed_viewing_idx" ON "inquiries" USING btree ("agent_id","viewing_at") WHERE "inquiries"."viewing_status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "inquiries_reported_idx" ON "inquiries" USING btree ("reported_at") WHERE "inquiries"."reported_at" is not null;--> statement-breakpoint
-- Data backfill (not generated): inquiries made before viewings were booked are asked visits,
-- and their conversation's latest message is the inquiry itself.
UPDATE "inquiries" SET "viewing_status" = 'asked' WHERE "viewing_at" IS NOT NULL;--> statement-breakpoint
UPDATE "inquiries" SET "last_message_at" = "created_at";

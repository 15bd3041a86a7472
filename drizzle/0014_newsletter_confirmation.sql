CREATE TABLE "newsletter_deliveries" (
	"issue_key" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_key_subscription_id_pk" PRIMARY KEY("issue_key","subscription_id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Sign-ups from before double opt-in count as confirmed (ADR 0053).
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_confirmed_idx" ON "newsletter_subscriptions" USING btree ("id") WHERE "newsletter_subscriptions"."confirmed_at" is not null;
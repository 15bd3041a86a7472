CREATE TABLE "saved_home_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"emails" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"emails_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_home_alerts" ADD CONSTRAINT "saved_home_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
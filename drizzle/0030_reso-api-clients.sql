CREATE TABLE "reso_api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"sees_drafts" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reso_api_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"scope" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reso_api_clients" ADD CONSTRAINT "reso_api_clients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reso_api_clients" ADD CONSTRAINT "reso_api_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reso_api_tokens" ADD CONSTRAINT "reso_api_tokens_client_id_reso_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."reso_api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reso_api_clients_client_idx" ON "reso_api_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reso_api_clients_agency_idx" ON "reso_api_clients" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "reso_api_tokens_expires_idx" ON "reso_api_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "properties_city_price_idx" ON "properties" USING btree (trim(split_part("location", ',', 1)),"price");
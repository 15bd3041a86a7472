CREATE TABLE "compared_homes" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "compared_homes_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "compared_homes" ADD CONSTRAINT "compared_homes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compared_homes" ADD CONSTRAINT "compared_homes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compared_homes_property_idx" ON "compared_homes" USING btree ("property_id");
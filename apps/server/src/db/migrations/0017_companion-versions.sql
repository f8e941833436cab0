CREATE TABLE "companion"."app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"device_type" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"is_un_maintain" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companion_app_versions_device" ON "companion"."app_versions" USING btree ("device_type","id");
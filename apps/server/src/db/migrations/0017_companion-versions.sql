CREATE TABLE "companion"."app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"device_type" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"is_unmaintain" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companion_app_versions_device_type" CHECK ("companion"."app_versions"."device_type" in ('Android', 'IOS'))
);

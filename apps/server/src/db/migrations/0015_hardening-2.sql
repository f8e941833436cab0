CREATE TABLE "used_report_links" (
	"signature_hash" text NOT NULL,
	"format" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_report_links_key" PRIMARY KEY("signature_hash","format")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "register_failures" integer DEFAULT 0 NOT NULL;
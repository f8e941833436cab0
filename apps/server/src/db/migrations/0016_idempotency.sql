CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"status_code" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_key" PRIMARY KEY("user_id","route","key")
);

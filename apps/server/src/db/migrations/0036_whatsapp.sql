CREATE TABLE "customer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"mobile_no" text NOT NULL,
	"licence_id" integer,
	"transaction_id" integer,
	"subject" text NOT NULL,
	"dedupe_key" text,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"wamid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "customer_messages_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "customer_messages_channel" CHECK (channel in ('whatsapp', 'sms')),
	CONSTRAINT "customer_messages_kind" CHECK (kind in ('invoice', 'renewal')),
	CONSTRAINT "customer_messages_status" CHECK (status in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"mobile_no" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_messages_due" ON "customer_messages" USING btree ("due_at","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "customer_messages_mobile" ON "customer_messages" USING btree ("mobile_no","id");--> statement-breakpoint
CREATE INDEX "customer_messages_licence" ON "customer_messages" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "customer_messages_claimed" ON "customer_messages" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "customer_messages_mobile_claimed" ON "customer_messages" USING btree ("mobile_no","claimed_at");
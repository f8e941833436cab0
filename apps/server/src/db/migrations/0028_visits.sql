CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"distance_m" double precision,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "geo" "point" GENERATED ALWAYS AS ((case
      when location ~ '^\s*(-?\d+(\.\d+)?)\s*,\s*(-?\d+(\.\d+)?)\s*$' then (case
        when abs(split_part(location, ',', 1)::float8) <= 90
          and abs(split_part(location, ',', 2)::float8) <= 180
        then point(split_part(location, ',', 2)::float8, split_part(location, ',', 1)::float8)
      end)
    end)) STORED;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_lead_time" ON "visits" USING btree ("lead_id","visited_at");--> statement-breakpoint
CREATE INDEX "visits_user_time" ON "visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "leads_geo_live" ON "leads" USING gist ("geo") WHERE "leads"."deleted_at" is null and "leads"."geo" is not null;
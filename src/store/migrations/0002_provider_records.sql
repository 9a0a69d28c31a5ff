CREATE TABLE "provider_misses" (
	"provider" text NOT NULL,
	"source_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_misses_provider_source_key_pk" PRIMARY KEY("provider","source_key")
);
--> statement-breakpoint
CREATE TABLE "provider_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text NOT NULL,
	"barcode" text,
	"record" jsonb NOT NULL,
	"reason" text,
	"validity" integer NOT NULL,
	"confidence" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_records_key_idx" ON "provider_records" USING btree ("provider","source_key");--> statement-breakpoint
CREATE INDEX "provider_records_updated_idx" ON "provider_records" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "provider_records_status_idx" ON "provider_records" USING btree ("status");
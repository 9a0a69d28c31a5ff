CREATE TABLE "instances" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_leases" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"owner" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_leases_account_id_day_owner_pk" PRIMARY KEY("account_id","day","owner")
);
--> statement-breakpoint
ALTER TABLE "usage_leases" ADD CONSTRAINT "usage_leases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_leases_owner_idx" ON "usage_leases" USING btree ("owner");--> statement-breakpoint
-- Leases held before this migration have no owner row and could never return: count only what was spent.
UPDATE "usage_days" SET "reserved" = "used";

CREATE TABLE "agent_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"agent" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" in ('cancel', 'change'))
);
--> statement-breakpoint
CREATE TABLE "reservation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"agent" text,
	"user_id" integer,
	"changes" jsonb NOT NULL,
	"price_before_cents" integer NOT NULL,
	"price_after_cents" integer NOT NULL,
	"charged_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_changes_kind_check" CHECK ("reservation_changes"."kind" in ('change', 'cancel', 'link')),
	CONSTRAINT "reservation_changes_actor_check" CHECK ("reservation_changes"."actor" in ('traveller', 'owner', 'agent', 'system'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_tokens" ADD CONSTRAINT "agent_tokens_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tokens_reservation_idx" ON "agent_tokens" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_reservation_idx" ON "payment_refunds" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_id","at");
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE sent_at is null and not failed;--> statement-breakpoint
-- Before the relay `failed` meant "one send failed": such rows are retried now.
UPDATE "outbox" SET "failed" = false WHERE "sent_at" IS NULL;--> statement-breakpoint
-- Aborts the statement that calls it (the one-statement booking, reservation-repository.ts)
-- with SQLSTATE P0001 and `reason` as the message, e.g. 'promo_exhausted'.
CREATE FUNCTION "booking_refused"(reason text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', reason USING ERRCODE = 'P0001';
END
$$;

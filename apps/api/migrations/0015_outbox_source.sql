ALTER TABLE "outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_html_check" CHECK ("outbox"."html" is not null or "outbox"."source" is not null);
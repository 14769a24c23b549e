-- Issue 16.3 (numbered 0014 at the merge: 0012 and 0013 are points and vouchers): photos of the custom service request (decision 0025). An upload is opened by its
-- token (SHA-256 kept); the booking statement attaches it to the reservation (reservation_id).
CREATE TABLE "service_photo_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_photo_uploads_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_photos_type_check" CHECK ("service_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "service_photos_size_check" CHECK ("service_photos"."size_bytes" between 1 and 2097152)
);
--> statement-breakpoint
ALTER TABLE "service_photo_uploads" ADD CONSTRAINT "service_photo_uploads_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_upload_id_service_photo_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."service_photo_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_photo_uploads_reservation_idx" ON "service_photo_uploads" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "service_photos_upload_idx" ON "service_photos" USING btree ("upload_id");
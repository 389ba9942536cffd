CREATE TABLE "problem_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"problem_id" uuid,
	"files" jsonb NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"built" jsonb,
	"created_by" uuid,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proved_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "problem_drafts_status_check" CHECK ("problem_drafts"."status" in ('draft', 'queued', 'proving', 'proven', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "problem_drafts" ADD CONSTRAINT "problem_drafts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_drafts" ADD CONSTRAINT "problem_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_drafts" ADD CONSTRAINT "problem_drafts_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_drafts_open_slug_idx" ON "problem_drafts" USING btree ("slug") WHERE "problem_drafts"."published_at" is null;--> statement-breakpoint
CREATE INDEX "problem_drafts_problem_idx" ON "problem_drafts" USING btree ("problem_id","published_at");
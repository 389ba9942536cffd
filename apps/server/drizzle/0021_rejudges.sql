CREATE TABLE "rejudges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"version" text NOT NULL,
	"requested_by" uuid,
	"total" integer NOT NULL,
	"judged" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rejudges" ADD CONSTRAINT "rejudges_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudges" ADD CONSTRAINT "rejudges_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rejudges_problem_idx" ON "rejudges" USING btree ("problem_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rejudges_running_idx" ON "rejudges" USING btree ("problem_id") WHERE "rejudges"."finished_at" is null;
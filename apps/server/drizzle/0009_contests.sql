CREATE TABLE "contest_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contest_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_problems" (
	"contest_id" uuid NOT NULL,
	"letter" text NOT NULL,
	"problem_id" uuid NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "contest_problems_contest_id_letter_pk" PRIMARY KEY("contest_id","letter"),
	CONSTRAINT "contest_problems_problem_unique" UNIQUE("contest_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "contest_ratings" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"seed" real NOT NULL,
	"old_rating" integer NOT NULL,
	"new_rating" integer NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "contest_ratings_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_registrations" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"virtual_started_at" timestamp with time zone,
	CONSTRAINT "contest_registrations_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"prizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rated" boolean DEFAULT false NOT NULL,
	"freeze_minutes" integer,
	"max_participants" integer,
	"visibility" text DEFAULT 'public' NOT NULL,
	"invite_token" text,
	"created_by" uuid,
	"schedule" text,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_invite_token_unique" UNIQUE("invite_token"),
	CONSTRAINT "contests_type_check" CHECK ("contests"."type" in ('weekly', 'monthly', 'special', 'practice')),
	CONSTRAINT "contests_format_check" CHECK ("contests"."format" in ('icpc', 'points')),
	CONSTRAINT "contests_visibility_check" CHECK ("contests"."visibility" in ('public', 'private')),
	CONSTRAINT "contests_duration_check" CHECK ("contests"."duration_minutes" > 0),
	CONSTRAINT "contests_freeze_check" CHECK ("contests"."freeze_minutes" is null or "contests"."freeze_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"contests" integer DEFAULT 0 NOT NULL,
	"last_delta" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_events" ADD CONSTRAINT "contest_events_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_ratings" ADD CONSTRAINT "contest_ratings_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_ratings" ADD CONSTRAINT "contest_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD CONSTRAINT "contest_registrations_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD CONSTRAINT "contest_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_events_contest_idx" ON "contest_events" USING btree ("contest_id","id");--> statement-breakpoint
CREATE INDEX "contest_problems_problem_idx" ON "contest_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "contest_ratings_user_idx" ON "contest_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contest_registrations_user_idx" ON "contest_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contests_starts_idx" ON "contests" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "contests_schedule_idx" ON "contests" USING btree ("schedule","starts_at");--> statement-breakpoint
CREATE INDEX "user_ratings_rank_idx" ON "user_ratings" USING btree ("rating" DESC NULLS LAST,"user_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_contest_idx" ON "submissions" USING btree ("contest_id","user_id") WHERE "submissions"."contest_id" is not null;
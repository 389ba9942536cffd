CREATE TABLE "generated_problems" (
	"problem_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"family" text NOT NULL,
	"seed" integer NOT NULL,
	"engine" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"difficulty" text NOT NULL,
	"topic" text NOT NULL,
	"requirements" text,
	"engine" text NOT NULL,
	"seed" integer NOT NULL,
	"step" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"family" text,
	"problem_id" uuid,
	"reason" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_status_check" CHECK ("generation_jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "generation_jobs_difficulty_check" CHECK ("generation_jobs"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "generation_jobs_topic_check" CHECK ("generation_jobs"."topic" in ('array', 'string', 'linkedlist', 'tree', 'graph', 'dp', 'greedy', 'backtracking', 'sorting', 'searching', 'math', 'bit-manipulation', 'two-pointers', 'sliding-window', 'stack', 'queue', 'heap', 'trie'))
);
--> statement-breakpoint
ALTER TABLE "generated_problems" ADD CONSTRAINT "generated_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_problems" ADD CONSTRAINT "generated_problems_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_problems_owner_idx" ON "generated_problems" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "generation_jobs_user_created_idx" ON "generation_jobs" USING btree ("user_id","created_at");
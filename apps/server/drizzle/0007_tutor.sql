CREATE TABLE "tutor_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid,
	"kind" text NOT NULL,
	"engine_kind" text NOT NULL,
	"engine_label" text NOT NULL,
	"ok" boolean NOT NULL,
	"fallback" text,
	"withheld" text,
	"cached" boolean DEFAULT false NOT NULL,
	"latency_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_answers_kind_check" CHECK ("tutor_answers"."kind" in ('hint', 'explain', 'optimize', 'chat', 'recommend')),
	CONSTRAINT "tutor_answers_engine_kind_check" CHECK ("tutor_answers"."engine_kind" in ('builtin', 'openai-compatible'))
);
--> statement-breakpoint
CREATE TABLE "tutor_hint_ladders" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_hint_ladders_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id"),
	CONSTRAINT "tutor_hint_ladders_level_check" CHECK ("tutor_hint_ladders"."level" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "tutor_answers" ADD CONSTRAINT "tutor_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_answers" ADD CONSTRAINT "tutor_answers_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_hint_ladders" ADD CONSTRAINT "tutor_hint_ladders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_hint_ladders" ADD CONSTRAINT "tutor_hint_ladders_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_answers_created_idx" ON "tutor_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tutor_answers_user_idx" ON "tutor_answers" USING btree ("user_id","created_at");
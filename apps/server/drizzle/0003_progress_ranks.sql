CREATE TABLE "points_histogram" (
	"scope" text NOT NULL,
	"points" integer NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_histogram_scope_points_pk" PRIMARY KEY("scope","points")
);
--> statement-breakpoint
CREATE TABLE "user_category_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"judged" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_category_days_user_id_day_category_pk" PRIMARY KEY("user_id","day","category")
);
--> statement-breakpoint
ALTER TABLE "user_category_days" ADD CONSTRAINT "user_category_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("id") WHERE "users"."disabled";--> statement-breakpoint
-- Backfill from what 0002's aggregates and the submissions already hold (rebuildProgress does the same).
INSERT INTO "points_histogram" ("scope", "points", "learners")
  SELECT 'all', "points", count(*) FROM "user_stats" WHERE "points" > 0 GROUP BY "points";--> statement-breakpoint
INSERT INTO "points_histogram" ("scope", "points", "learners")
  SELECT "period", "points", count(*) FROM "leaderboard_periods" WHERE "points" > 0 GROUP BY "period", "points";--> statement-breakpoint
INSERT INTO "user_category_days" ("user_id", "day", "category", "judged", "accepted")
  SELECT s."user_id", (s."submitted_at" AT TIME ZONE u."time_zone")::date, p."category", count(*),
    count(*) FILTER (WHERE s."status" = 'accepted')
  FROM "submissions" s JOIN "users" u ON u."id" = s."user_id" JOIN "problems" p ON p."id" = s."problem_id"
  WHERE s."status" IN ('accepted', 'wrong_answer', 'time_limit_exceeded', 'memory_limit_exceeded', 'runtime_error', 'compilation_error')
  GROUP BY 1, 2, 3;

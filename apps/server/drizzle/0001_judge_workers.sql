CREATE TABLE "judge_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"worker_ids" text[] NOT NULL,
	"concurrency" integer NOT NULL,
	"host" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "newsletter_sends" (
	"email" text NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sends_email_week_pk" PRIMARY KEY("email","week")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_token_unique" UNIQUE("token");
ALTER TABLE "problems" ADD COLUMN "validator_code" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "validator_language" text;
CREATE TABLE "auth_throttles" (
	"key" varchar(191) PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "remember" boolean DEFAULT false NOT NULL;
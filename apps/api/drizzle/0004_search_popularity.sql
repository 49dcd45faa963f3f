ALTER TABLE "recipe_search" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_search" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_search_popular_idx" ON "recipe_search" USING btree ("likes_count","created_at","recipe_id");
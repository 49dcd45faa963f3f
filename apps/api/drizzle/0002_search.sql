CREATE TABLE "recipe_search" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"title" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"core" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"doc" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_search_en_idx";--> statement-breakpoint
DROP INDEX "recipes_search_ar_idx";--> statement-breakpoint
DROP INDEX "recipes_title_en_trgm";--> statement-breakpoint
DROP INDEX "recipes_title_ar_trgm";--> statement-breakpoint
DROP INDEX "recipes_popular_idx";--> statement-breakpoint
ALTER TABLE "recipe_search" ADD CONSTRAINT "recipe_search_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_search_title_idx" ON "recipe_search" USING gin ("title");--> statement-breakpoint
CREATE INDEX "recipe_search_core_idx" ON "recipe_search" USING gin ("core");--> statement-breakpoint
CREATE INDEX "recipe_search_doc_idx" ON "recipe_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "recipe_search_terms_idx" ON "recipe_search" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_lexicon_lexeme_idx" ON "search_lexicon" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "search_lexicon_length_idx" ON "search_lexicon" USING btree (length("word"));--> statement-breakpoint
CREATE INDEX "recipes_popular_idx" ON "recipes" USING btree ("likes_count","created_at","id");--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search_ar";
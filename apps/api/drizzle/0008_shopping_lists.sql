-- Shopping lists (issue 17): items carry amounts (core's Quantity[]; existing items get [] = no amount), may
-- be free text (no catalogue ingredient, named by name_en/name_ar), and remember the recipes they came from;
-- lists know when they last changed; each person chooses metric or US units.
CREATE TABLE "shopping_list_item_recipes" (
	"item_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_item_recipes_item_id_recipe_id_pk" PRIMARY KEY("item_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "shopping_list_items" ALTER COLUMN "ingredient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "quantities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unit_system" text DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_item_recipes" ADD CONSTRAINT "shopping_list_item_recipes_item_id_shopping_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shopping_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_item_recipes" ADD CONSTRAINT "shopping_list_item_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_list_item_recipes_recipe_idx" ON "shopping_list_item_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_ingredient_idx" ON "shopping_list_items" USING btree ("ingredient_id");--> statement-breakpoint
-- Existing lists: last changed when created; the items of a list made from a recipe came from that recipe.
UPDATE "shopping_lists" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "shopping_list_items" i SET "created_at" = l."created_at", "updated_at" = l."created_at"
  FROM "shopping_lists" l WHERE l."id" = i."list_id";--> statement-breakpoint
INSERT INTO "shopping_list_item_recipes" ("item_id", "recipe_id", "created_at")
  SELECT i."id", l."recipe_id", l."created_at" FROM "shopping_list_items" i
  JOIN "shopping_lists" l ON l."id" = i."list_id" WHERE l."recipe_id" IS NOT NULL;

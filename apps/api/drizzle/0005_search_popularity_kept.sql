-- Search (issue 14): recipe_search carries the recipe's order (likes, then age), so a search reads and
-- sorts one table. refresh_recipe_search copies both; a like (or anything else that changes
-- recipes.likes_count) is copied by a trigger.

-- As in 0003, with likes_count and created_at.
CREATE OR REPLACE FUNCTION refresh_recipe_search(ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  WITH source AS MATERIALIZED (
    SELECT r.id, r.likes_count, r.created_at,
      sufra_fold(concat_ws(' ', r.title_en, r.title_ar)) AS title,
      sufra_fold(concat_ws(' ', r.description_en, r.description_ar)) AS description,
      coalesce(sufra_fold((
        SELECT string_agg(DISTINCT name, ' ')
        FROM recipe_ingredients line
          LEFT JOIN ingredients catalogue ON catalogue.id = line.ingredient_id
          CROSS JOIN LATERAL unnest(array[line.name_en, line.name_ar, catalogue.name_en, catalogue.name_ar]) AS name
        WHERE line.recipe_id = r.id AND name <> '')), '') AS ingredients,
      coalesce(sufra_fold(concat_ws(' ',
        (SELECT string_agg(concat_ws(' ', term.name_en, term.name_ar), ' ')
          FROM recipe_categories link JOIN categories term ON term.id = link.category_id
          WHERE link.recipe_id = r.id),
        (SELECT string_agg(concat_ws(' ', term.name_en, term.name_ar), ' ')
          FROM recipe_cuisines link JOIN cuisines term ON term.id = link.cuisine_id
          WHERE link.recipe_id = r.id))), '') AS labels,
      array(
        SELECT 'i:' || catalogue.key FROM recipe_ingredients line
          JOIN ingredients catalogue ON catalogue.id = line.ingredient_id WHERE line.recipe_id = r.id
        UNION SELECT 'c:' || term.key FROM recipe_categories link
          JOIN categories term ON term.id = link.category_id WHERE link.recipe_id = r.id
        UNION SELECT 'k:' || term.key FROM recipe_cuisines link
          JOIN cuisines term ON term.id = link.cuisine_id WHERE link.recipe_id = r.id
        UNION SELECT 'd:' || term.key FROM recipe_diet_labels link
          JOIN diet_labels term ON term.id = link.diet_label_id WHERE link.recipe_id = r.id
        UNION SELECT 'h:' || term.key FROM recipe_health_labels link
          JOIN health_labels term ON term.id = link.health_label_id WHERE link.recipe_id = r.id
        UNION SELECT 't:' || bucket FROM unnest(array[30, 60, 120]) AS bucket WHERE r.time_minutes <= bucket
        UNION SELECT 't:121' WHERE r.time_minutes > 120
        ORDER BY 1
      ) AS terms
    FROM recipes r
    WHERE r.id = ANY(ids)
  ), vectors AS (
    SELECT id, likes_count, created_at, terms,
      strip(to_tsvector('sufra', title)) AS title,
      strip(to_tsvector('sufra', ingredients)) AS ingredients,
      strip(to_tsvector('sufra', description)) AS description,
      strip(to_tsvector('sufra', labels)) AS labels
    FROM source
  ), written AS (
    INSERT INTO recipe_search (recipe_id, title, core, doc, terms, likes_count, created_at)
    SELECT id, title, title || ingredients, title || ingredients || description || labels, terms,
      likes_count, created_at
    FROM vectors
    ON CONFLICT (recipe_id) DO UPDATE
      SET title = excluded.title, core = excluded.core, doc = excluded.doc, terms = excluded.terms,
        likes_count = excluded.likes_count, created_at = excluded.created_at
  ), words AS (
    SELECT DISTINCT token.token AS word
    FROM source,
      ts_parse('default', concat_ws(' ', source.title, source.ingredients, source.labels, source.description)) AS token
    WHERE token.tokid IN (1, 2, 10, 11) AND length(token.token) >= 3
  )
  INSERT INTO search_lexicon (word, lexeme)
  SELECT words.word, known.lexeme
  FROM words
    CROSS JOIN LATERAL (SELECT lexeme FROM unnest(to_tsvector('sufra', words.word)) LIMIT 1) AS known
  WHERE NOT EXISTS (SELECT 1 FROM search_lexicon entry WHERE entry.word = words.word)
  ORDER BY words.word
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION recipe_search_keep_likes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipe_search SET likes_count = NEW.likes_count WHERE recipe_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_likes_to_search AFTER UPDATE OF likes_count ON recipes
  FOR EACH ROW WHEN (OLD.likes_count IS DISTINCT FROM NEW.likes_count)
  EXECUTE FUNCTION recipe_search_keep_likes();
--> statement-breakpoint

UPDATE recipe_search s SET likes_count = r.likes_count, created_at = r.created_at
FROM recipes r WHERE r.id = s.recipe_id;
--> statement-breakpoint
ANALYZE recipe_search;

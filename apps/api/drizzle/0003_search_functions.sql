-- Search (issue 14): one folding of Arabic and Latin spelling variants, a text-search configuration that
-- stems English and Arabic words in one document, the per-recipe search document (recipe_search) and the
-- lexicon of known words, written by refresh_recipe_search(ids). Plain SQL and PL/pgSQL that runs on
-- PostgreSQL 15 and on PGlite (PostgreSQL 18).

-- Edit distance for spelling corrections (ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint

-- English's configuration (English stems and stop words for Latin words), with Arabic stems and stop
-- words for words in other scripts.
CREATE TEXT SEARCH CONFIGURATION sufra (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION sufra ALTER MAPPING FOR word, hword, hword_part WITH arabic_stem;
--> statement-breakpoint

-- The matching key of a text, applied to documents and queries alike (the only implementation):
-- lower case; compatibility forms (Arabic presentation forms, ligatures, full-width letters) decomposed;
-- Arabic diacritics, Quranic marks, tatweel, combining accents and apostrophes removed; Latin accented
-- letters written plain (é → e); Eastern Arabic digits (٠-٩, ۰-۹) as 0-9; أ إ آ ٱ as ا, ة as ه, ى and
-- ی as ي, ؤ as و, ئ as ي, ک as ك; and the article ال dropped at the start of a word, alone or after
-- و or ف and/or ب ك ل (البصل, والبصل, بالطحينة, وبالسمن → بصل, بصل, طحينه, سمن) when at least two
-- letters follow it.
CREATE OR REPLACE FUNCTION sufra_fold(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  folded text := input;
BEGIN
  IF folded ~ '[\ufb00-\ufdff\ufe70-\ufeff\uff00-\uffef]' THEN
    folded := normalize(folded, NFKC);
  END IF;
  folded := regexp_replace(lower(folded),
    '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u08d3-\u08e1\u08e3-\u08ff\u0640''`\u00b4\u2018\u2019]',
    '', 'g');
  IF folded ~ '[\u00c0-\u024f]' THEN
    folded := translate(folded,
      'àáâãäåāăąçćčďèéêëēĕėęěìíîïīĭįñńňòóôõöøōŏőùúûüūŭůűýÿšśžźżßÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĔĖĘĚÌÍÎÏĪĬĮÑŃŇÒÓÔÕÖØŌŎŐÙÚÛÜŪŬŮŰÝŸŠŚŽŹŻ',
      'aaaaaaaaacccdeeeeeeeeeiiiiiiinnnooooooooouuuuuuuuyysszzzsaaaaaaaaacccdeeeeeeeeeiiiiiiinnnooooooooouuuuuuuuyysszzz');
  END IF;
  IF folded ~ '[\u0660-\u0669\u06f0-\u06f9]' THEN
    folded := translate(folded, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789');
  END IF;
  IF folded ~ '[\u0600-\u06ff]' THEN
    folded := regexp_replace(translate(folded, 'أإآٱةىیؤئک', 'ااااهييويك'),
      '(^|[^\u0621-\u064a\u066e-\u06d3])[وف]?[بكل]?ال(?=[\u0621-\u064a\u066e-\u06d3]{2})', '\1', 'g');
  END IF;
  RETURN folded;
END
$$;
--> statement-breakpoint

-- Writes the search document of each recipe in ids (recipe_search) and adds the new words of its text
-- (titles, ingredient names, descriptions, category and cuisine names) to search_lexicon. Called in
-- the same transaction as every write of a recipe, its ingredient lines or its labels (recipe form,
-- import, seed, bench data); ids of recipes that no longer exist are skipped.
CREATE OR REPLACE FUNCTION refresh_recipe_search(ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  WITH source AS MATERIALIZED (
    SELECT r.id,
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
    SELECT id, terms,
      strip(to_tsvector('sufra', title)) AS title,
      strip(to_tsvector('sufra', ingredients)) AS ingredients,
      strip(to_tsvector('sufra', description)) AS description,
      strip(to_tsvector('sufra', labels)) AS labels
    FROM source
  ), written AS (
    INSERT INTO recipe_search (recipe_id, title, core, doc, terms)
    SELECT id, title, title || ingredients, title || ingredients || description || labels, terms
    FROM vectors
    ON CONFLICT (recipe_id) DO UPDATE
      SET title = excluded.title, core = excluded.core, doc = excluded.doc, terms = excluded.terms
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

-- Finer statistics of the words and terms, so the planner tells a rare word (read through the index
-- and sorted) from a common one (read in order of popularity, stopping early).
ALTER TABLE recipe_search ALTER COLUMN title SET STATISTICS 1000, ALTER COLUMN core SET STATISTICS 1000,
  ALTER COLUMN doc SET STATISTICS 1000, ALTER COLUMN terms SET STATISTICS 1000;
--> statement-breakpoint

-- The recipes already there, 5,000 at a time.
DO $$
DECLARE
  batch uuid[];
BEGIN
  FOR batch IN
    SELECT array_agg(id) FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 5000 AS chunk FROM recipes) numbered
    GROUP BY chunk ORDER BY chunk
  LOOP
    PERFORM refresh_recipe_search(batch);
  END LOOP;
END
$$;

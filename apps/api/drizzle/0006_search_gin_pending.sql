-- Search (issue 14): GIN indexes take new entries into a pending list that every search reads through
-- in full until it is merged (by VACUUM, or when it outgrows gin_pending_list_limit, 4 MB by default).
-- A like rewrites its recipe's recipe_search row, so the list would grow between vacuums and every
-- search would pay for it: keep it short.
ALTER INDEX recipe_search_title_idx SET (gin_pending_list_limit = 128);
--> statement-breakpoint
ALTER INDEX recipe_search_core_idx SET (gin_pending_list_limit = 128);
--> statement-breakpoint
ALTER INDEX recipe_search_doc_idx SET (gin_pending_list_limit = 128);
--> statement-breakpoint
ALTER INDEX recipe_search_terms_idx SET (gin_pending_list_limit = 128);

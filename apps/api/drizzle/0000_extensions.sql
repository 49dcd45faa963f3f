-- Trigram matching for typo-tolerant search (ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

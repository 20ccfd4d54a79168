-- Trigram search for `q` on lists (PGlite loads the pg_trgm contrib module at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

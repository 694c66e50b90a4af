-- Trigram search on translated names (catalog/search). drizzle-kit does not emit extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Search reads stored word vectors instead of parsing text for every candidate row: at 100,000
-- products a prefix such as "sof" matches ~2,400 rows, and parsing each row's search text (the
-- index recheck) and name (the rank) cost more than everything else in a suggestion request.
-- Generated columns are kept right by the database for every writer of products (hand-written:
-- Prisma cannot express GENERATED ALWAYS; the schema declares them as Unsupported("tsvector")
-- with the same expression as a dbgenerated default, so Prisma's diff finds nothing to change).
-- AlterTable
ALTER TABLE "products"
ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_text")) STORED,
ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower("name"))) STORED;

-- The stored vector replaces the expression index.
DROP INDEX "products_search_text_fts";

-- CreateIndex
-- fastupdate off: new rows go straight into the index instead of a pending list that every
-- search must scan until a VACUUM merges it, and the embedded database never vacuums (at 100k
-- products the list held ~480 pages and cost ~8 ms per search on PGlite).
CREATE INDEX "products_search_vector" ON "products" USING GIN ("search_vector") WITH (fastupdate = off);

-- The suggestions' first pass (issue 34's latency, step 3: docs/decisions/search-latency.md;
-- search-first-pass.ts) reads the rows whose name matches every part of the query through this
-- index: names are short, so their posting lists are a fraction of the search text's.
-- fastupdate off, as product_search_search_vector: no pending list for every search to scan.
CREATE INDEX "product_search_name_vector" ON "product_search" USING GIN ("name_vector") WITH (fastupdate = off);

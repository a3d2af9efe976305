-- Search ranks the rows whose name matches first (issue 34's latency step 2,
-- api/src/domain/catalogue/search-first-pass.ts): the name vector's own GIN index finds them
-- without reading every row the whole search text matches. fastupdate off, as the search
-- vector's index: no pending list for every search to scan.
CREATE INDEX "product_search_name_vector" ON "product_search" USING GIN ("name_vector") WITH (fastupdate = off);

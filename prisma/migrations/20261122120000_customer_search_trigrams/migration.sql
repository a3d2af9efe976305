-- The admin's customer search matches any part of a customer's name or email, a vendor's store
-- name or a product name in their orders, in any case (ILIKE '%term%'): trigram indexes let it
-- use an index instead of reading every customer, order part and order item. fastupdate off:
-- the embedded database never vacuums, so a pending list would only grow (see search_vectors).

-- CreateIndex
CREATE INDEX "customers_name_trgm" ON "customers" USING GIN ("name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "customers_email_trgm" ON "customers" USING GIN ("email" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "order_items_product_name_trgm" ON "order_items" USING GIN ("product_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "order_parts_store_name_trgm" ON "order_parts" USING GIN ("store_name" gin_trgm_ops) WITH (fastupdate = off);

-- Search reads a narrow copy of what it matches and ranks (issue 34's latency step 1): products
-- rows are wide (description, images, amenities, listing data), so a search matching thousands of
-- rows at 100k products read about one heap page per row; product_search holds only the id, the
-- two stored vectors and the columns search filters and orders by, many rows to a page. Kept by a
-- row trigger on products for every writer (the app, the seed, bulk inserts), in the same
-- transaction; a product's deletion cascades.
-- CreateTable
CREATE TABLE "product_search" (
    "id" INTEGER NOT NULL,
    "search_vector" tsvector NOT NULL,
    "name_vector" tsvector NOT NULL,
    "catalogue" "Catalogue" NOT NULL,
    "category_id" INTEGER NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "status" "ProductStatus" NOT NULL,
    "vendor_listed" BOOLEAN NOT NULL,
    "rating_count" INTEGER NOT NULL,

    CONSTRAINT "product_search_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_fkey" FOREIGN KEY ("id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION copy_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, search_vector, name_vector, catalogue, category_id, vendor_id, status, vendor_listed, rating_count)
  VALUES (NEW.id, NEW.search_vector, NEW.name_vector, NEW.catalogue, NEW.category_id, NEW.vendor_id, NEW.status, NEW.vendor_listed, NEW.rating_count)
  ON CONFLICT (id) DO UPDATE SET search_vector = EXCLUDED.search_vector, name_vector = EXCLUDED.name_vector,
    catalogue = EXCLUDED.catalogue, category_id = EXCLUDED.category_id, vendor_id = EXCLUDED.vendor_id,
    status = EXCLUDED.status, vendor_listed = EXCLUDED.vendor_listed, rating_count = EXCLUDED.rating_count;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_copy_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION copy_product_search();

-- Only the columns the copy holds (the vectors follow name and search_text): a view count or a
-- price change does not write it.
CREATE TRIGGER products_search_copy_update AFTER UPDATE OF name, search_text, catalogue, category_id, vendor_id, status, vendor_listed, rating_count ON products
  FOR EACH ROW EXECUTE FUNCTION copy_product_search();

-- Products written before this migration.
INSERT INTO product_search (id, search_vector, name_vector, catalogue, category_id, vendor_id, status, vendor_listed, rating_count)
SELECT id, search_vector, name_vector, catalogue, category_id, vendor_id, status, vendor_listed, rating_count FROM products;

-- The index after the rows: one bulk build instead of an index insert per row.
-- fastupdate off, as products_search_vector: no pending list for every search to scan.
CREATE INDEX "product_search_search_vector" ON "product_search" USING GIN ("search_vector") WITH (fastupdate = off);

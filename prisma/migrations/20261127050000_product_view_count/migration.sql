-- The dashboard's product table shows and sorts by each product's page views (issue 22). Summing
-- product_views per row on every list (and ordering by that sum) would make the list a grouped
-- join; the product row carries the total instead, and the database keeps it right for every
-- writer of product_views (the view counter's flush, tests, SQL by hand) in the writer's own
-- transaction.

-- AlterTable
ALTER TABLE "products" ADD COLUMN "view_count" INTEGER NOT NULL DEFAULT 0;

-- Views counted before this migration.
UPDATE "products" p SET "view_count" = v.total
FROM (SELECT product_id, sum(views)::int AS total FROM "product_views" GROUP BY product_id) v
WHERE v.product_id = p.id;

-- A day's count written, raised or removed: its product's total follows by the difference.
CREATE FUNCTION count_product_views() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET view_count = view_count + NEW.views WHERE id = NEW.product_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE products SET view_count = view_count - OLD.views WHERE id = OLD.product_id;
    UPDATE products SET view_count = view_count + NEW.views WHERE id = NEW.product_id;
  ELSE
    UPDATE products SET view_count = view_count - OLD.views WHERE id = OLD.product_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_views_count AFTER INSERT OR UPDATE OR DELETE ON product_views
  FOR EACH ROW EXECUTE FUNCTION count_product_views();

CREATE INDEX "products_vendor_id_view_count_idx" ON "products"("vendor_id", "view_count");

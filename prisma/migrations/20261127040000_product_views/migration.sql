-- Page views of product and property pages, counted per product and day (issue 22). Counted in
-- memory by each server process and added here in one statement every few seconds; nothing
-- about the viewer is kept.
CREATE TABLE "product_views" (
    "product_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_views_pkey" PRIMARY KEY ("product_id","day")
);

CREATE INDEX "product_views_day_idx" ON "product_views"("day");

ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The overview reads orders by day; orders already have created_at indexed, vendors not.
CREATE INDEX "vendors_created_at_idx" ON "vendors"("created_at");

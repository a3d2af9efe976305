-- Issue 20: every column a storefront listing filters, facets and orders by, in one index, so a
-- filtered listing's ids, count and facet counts are index-only scans: the table's rows are wide
-- (descriptions, search text), and a city's properties are scattered across it. Catalogue and
-- vendor access lead (every listing has both); then the map bounds, the one range filter that
-- narrows by itself.
-- CreateIndex
CREATE INDEX "products_listing_filters_idx" ON "products"("catalogue", "vendor_listed", "latitude", "longitude", "city", "neighbourhood", "purpose", "completion_status", "beds", "baths", "price", "area_sqft", "rating_average", "rating_count", "category_id", "vendor_id", "created_at", "price_per_sqft", "amenities", "id");

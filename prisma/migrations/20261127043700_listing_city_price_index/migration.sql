-- Issue 20 (benchmark): a listing filtered by city (the filter is case-insensitive: lower(city))
-- and ordered by price reads its page from here in order, and stops after it: the wide
-- products_listing_filters_idx has no lower(city) and no price order, so the page was a scan and
-- a sort of all of a catalogue's listings (about 14 ms at 100k products, 1.3 ms with this).
-- Only listed products (vendor_listed): the storefront never shows the others. An expression
-- index, which schema.prisma cannot describe (see the comment there).
CREATE INDEX "products_listed_city_price_idx" ON "products"("catalogue", lower("city"), "price", "id") WHERE "vendor_listed";

-- Per-listing analytics and first steps (issue 37 part 6).
-- Saves: a heart tapped on a listing (favourites stay in the shopper's browser; the page sends a
-- beacon when one is added), counted per product and day like page views; nothing about the saver.
CREATE TABLE "product_saves" (
    "product_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "saves" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_saves_pkey" PRIMARY KEY ("product_id","day")
);

CREATE INDEX "product_saves_day_idx" ON "product_saves"("day");

ALTER TABLE "product_saves" ADD CONSTRAINT "product_saves_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Listing performance groups a store's enquiries and taps by listing over a range of days.
CREATE INDEX "leads_product_id_created_at_idx" ON "leads"("product_id", "created_at");
CREATE INDEX "lead_taps_product_id_created_at_idx" ON "lead_taps"("product_id", "created_at");

-- The overview's first-run checklist, once the vendor dismissed it (null: shown while incomplete).
ALTER TABLE "vendors" ADD COLUMN "first_steps_dismissed_at" TIMESTAMP(3);

-- Ratings and likes remember a keyed hash of the address they came from (never the address), so
-- one address can rate a product, or like a post, only a few times however many visitor ids it
-- holds. Rows from before have none and count for nobody.
ALTER TABLE "ratings" ADD COLUMN "address_hash" TEXT;
ALTER TABLE "post_likes" ADD COLUMN "address_hash" TEXT;
CREATE INDEX "ratings_product_id_address_hash_idx" ON "ratings"("product_id", "address_hash");
CREATE INDEX "post_likes_post_id_address_hash_idx" ON "post_likes"("post_id", "address_hash");

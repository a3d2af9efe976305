-- Stock for home products (issue 37): units left (null: not tracked, which every existing product
-- and every property stays), the low-stock threshold and whether its mail went out, and the
-- movements that say why stock changed.
-- CreateEnum
CREATE TYPE "StockMovementReason" AS ENUM ('ORDER', 'CANCEL', 'REFUND', 'MANUAL', 'IMPORT');

-- AlterTable
ALTER TABLE "products" ADD COLUMN "stock" INTEGER,
ADD COLUMN "low_stock_threshold" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN "low_stock_notified" BOOLEAN NOT NULL DEFAULT false;

-- The last unit cannot be sold twice: a conditional UPDATE that would go below 0 changes no row,
-- and this constraint refuses any other writer that tried.
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("stock" IS NULL OR "stock" >= 0);
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_range" CHECK ("low_stock_threshold" >= 0);

-- CreateTable
CREATE TABLE "stock_movements" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "delta" INTEGER NOT NULL,
    "stock_after" INTEGER NOT NULL,
    "reason" "StockMovementReason" NOT NULL,
    "part_id" INTEGER,
    "actor_vendor_id" INTEGER,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_movements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stock_movements_product_id_at_idx" ON "stock_movements"("product_id", "at");

-- CreateIndex
CREATE INDEX "stock_movements_part_id_idx" ON "stock_movements"("part_id");

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "order_parts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

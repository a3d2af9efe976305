-- Issue 35: content in English, Arabic and Urdu. English stays in each table's own columns (every
-- existing read unchanged); Arabic and Urdu live in one translation table per entity, a row per
-- (entity, language) with each text optional, so a translated listing is still read in one
-- statement (docs/decisions/content-translations.md). The language a shopper placed an order in,
-- and the one a vendor chose, pick the language of the mails they get.

-- AlterTable
ALTER TABLE "vendors" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "orders" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';

-- CreateTable
CREATE TABLE "product_translations" (
    "product_id" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "name" TEXT,
    "description" TEXT,

    CONSTRAINT "product_translations_pkey" PRIMARY KEY ("product_id","language")
);

-- CreateTable
CREATE TABLE "vendor_translations" (
    "vendor_id" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "store_name" TEXT,
    "description" TEXT,

    CONSTRAINT "vendor_translations_pkey" PRIMARY KEY ("vendor_id","language")
);

-- CreateTable
CREATE TABLE "category_translations" (
    "category_id" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "name" TEXT,

    CONSTRAINT "category_translations_pkey" PRIMARY KEY ("category_id","language")
);

-- CreateTable
CREATE TABLE "site_settings_translations" (
    "language" TEXT NOT NULL,
    "about_text" TEXT,
    "founder_title" TEXT,
    "founder_text" TEXT,
    "bank_note" TEXT,

    CONSTRAINT "site_settings_translations_pkey" PRIMARY KEY ("language")
);

-- AddForeignKey
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_translations" ADD CONSTRAINT "vendor_translations_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What a property portal needs to know about a listing (issue 20): sale or rent, ready or
-- off-plan, where it is (city, neighbourhood, country, coordinates). Home products leave these
-- null.

-- CreateEnum
CREATE TYPE "ListingPurpose" AS ENUM ('SALE', 'RENT');
CREATE TYPE "RentPeriod" AS ENUM ('MONTH', 'YEAR');
CREATE TYPE "CompletionStatus" AS ENUM ('READY', 'OFF_PLAN');

-- AlterTable
ALTER TABLE "products"
ADD COLUMN "purpose" "ListingPurpose",
ADD COLUMN "rent_period" "RentPeriod",
ADD COLUMN "completion_status" "CompletionStatus",
ADD COLUMN "handover_date" DATE,
ADD COLUMN "city" TEXT,
ADD COLUMN "neighbourhood" TEXT,
ADD COLUMN "country_code" TEXT,
ADD COLUMN "latitude" DOUBLE PRECISION,
ADD COLUMN "longitude" DOUBLE PRECISION,
-- Hand-written like search_vector: Prisma cannot express GENERATED ALWAYS, the schema declares
-- it Unsupported with the same expression as a dbgenerated default.
ADD COLUMN "price_per_sqft" numeric GENERATED ALWAYS AS (round((price / (NULLIF(area_sqft, 0))::numeric), 2)) STORED;

-- Properties listed before this migration: what their data already says. Coordinates stay
-- unknown until the vendor sets them (they do not appear on the map meanwhile).
UPDATE "products" p SET
  "purpose" = CASE WHEN 'Property for rent' = ANY(p.amenities) THEN 'RENT'::"ListingPurpose" ELSE 'SALE'::"ListingPurpose" END,
  "rent_period" = CASE WHEN 'Property for rent' = ANY(p.amenities) THEN 'MONTH'::"RentPeriod" END,
  "completion_status" = CASE WHEN c.name = 'Off-plan' THEN 'OFF_PLAN'::"CompletionStatus" ELSE 'READY'::"CompletionStatus" END,
  "city" = NULLIF(v.city, ''),
  "country_code" = CASE v.country WHEN 'United Arab Emirates' THEN 'AE' WHEN 'Pakistan' THEN 'PK' WHEN 'United Kingdom' THEN 'GB' WHEN 'United States' THEN 'US' END
FROM "vendors" v, "categories" c
WHERE p.catalogue = 'REAL_ESTATE' AND v.id = p.vendor_id AND c.id = p.category_id;

-- CreateIndex
CREATE INDEX "products_catalogue_city_neighbourhood_idx" ON "products"("catalogue", "city", "neighbourhood");
CREATE INDEX "products_latitude_longitude_idx" ON "products"("latitude", "longitude");

-- Orders live after checkout (issue 21): each vendor's part has a status, a history of every
-- step, and (viewings) an appointment date; an order of viewings only has no payment method.
CREATE TYPE "OrderPartStatus" AS ENUM ('PLACED', 'REQUESTED', 'CONFIRMED', 'RESCHEDULED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED');
CREATE TYPE "OrderActorKind" AS ENUM ('VENDOR', 'ADMIN', 'SHOPPER', 'SYSTEM');

ALTER TABLE "orders" ALTER COLUMN "payment_method" DROP NOT NULL;

ALTER TABLE "order_parts"
  ADD COLUMN "status" "OrderPartStatus" NOT NULL DEFAULT 'PLACED',
  ADD COLUMN "viewing_date" DATE,
  ADD COLUMN "reminder_sent_for" DATE;

-- Existing parts: a part with a viewing (a line with a booking date) was requested, with the
-- earliest date asked for; every other part was placed.
UPDATE "order_parts" p SET "status" = 'REQUESTED', "viewing_date" = v.first_date
  FROM (SELECT "part_id", min("booking_date") AS first_date FROM "order_items" WHERE "booking_date" IS NOT NULL GROUP BY "part_id") v
 WHERE v."part_id" = p."id";

CREATE INDEX "order_parts_vendor_id_status_idx" ON "order_parts"("vendor_id", "status");

CREATE TABLE "order_part_events" (
    "id" SERIAL NOT NULL,
    "part_id" INTEGER NOT NULL,
    "status" "OrderPartStatus" NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_kind" "OrderActorKind" NOT NULL,
    "actor_vendor_id" INTEGER,
    "note" TEXT,
    "viewing_date" DATE,

    CONSTRAINT "order_part_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "order_part_events_part_id_at_idx" ON "order_part_events"("part_id", "at");

ALTER TABLE "order_part_events" ADD CONSTRAINT "order_part_events_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "order_parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "order_part_events" ADD CONSTRAINT "order_part_events_actor_vendor_id_fkey" FOREIGN KEY ("actor_vendor_id") REFERENCES "vendors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The history of existing parts starts where they did: placed by the shopper when the order was.
INSERT INTO "order_part_events" ("part_id", "status", "at", "actor_kind", "viewing_date")
SELECT p."id", p."status", o."created_at", 'SHOPPER', p."viewing_date"
  FROM "order_parts" p JOIN "orders" o ON o."id" = p."order_id";

-- Viewing slots (issue 37 part 3): a property vendor's weekly viewing hours in the store's time
-- zone, the days it takes no viewings, and the slot each viewing holds. A slot of a property is
-- held by at most one active booking: the partial unique index is the rule, so two shoppers
-- booking it at once cannot both succeed (docs/decisions/viewing-slots.md).

-- CreateTable
CREATE TABLE "viewing_schedules" (
    "vendor_id" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL,
    "slot_minutes" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "viewing_schedules_pkey" PRIMARY KEY ("vendor_id"),
    CONSTRAINT "viewing_schedules_slot_minutes_check" CHECK ("slot_minutes" BETWEEN 15 AND 240)
);

-- CreateTable
CREATE TABLE "viewing_hours" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,

    CONSTRAINT "viewing_hours_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "viewing_hours_range_check" CHECK ("weekday" BETWEEN 1 AND 7 AND "start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute")
);

-- CreateTable
CREATE TABLE "viewing_blocked_days" (
    "vendor_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "viewing_blocked_days_pkey" PRIMARY KEY ("vendor_id", "day")
);

-- CreateTable
CREATE TABLE "viewing_bookings" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "part_id" INTEGER NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "released_at" TIMESTAMP(3),

    CONSTRAINT "viewing_bookings_pkey" PRIMARY KEY ("id")
);

-- AlterTable: the part's appointment time (after any reschedule), the zone it is read in, and the
-- revision of its calendar invitation (the .ics SEQUENCE).
ALTER TABLE "order_parts" ADD COLUMN "viewing_at" TIMESTAMP(3);
ALTER TABLE "order_parts" ADD COLUMN "viewing_time_zone" TEXT;
ALTER TABLE "order_parts" ADD COLUMN "viewing_sequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable: a mail may carry a calendar invitation (text/calendar, METHOD REQUEST or CANCEL).
ALTER TABLE "outbox_mails" ADD COLUMN "calendar" TEXT;

-- CreateIndex
CREATE INDEX "viewing_hours_vendor_id_weekday_idx" ON "viewing_hours"("vendor_id", "weekday");

-- CreateIndex
CREATE INDEX "viewing_bookings_part_id_idx" ON "viewing_bookings"("part_id");

-- One active booking per property and slot start: the rule that refuses a second booking.
CREATE UNIQUE INDEX "viewing_bookings_active_slot_key" ON "viewing_bookings"("product_id", "starts_at") WHERE "released_at" IS NULL;

-- AddForeignKey
ALTER TABLE "viewing_schedules" ADD CONSTRAINT "viewing_schedules_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "viewing_schedules"("vendor_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "viewing_blocked_days" ADD CONSTRAINT "viewing_blocked_days_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "viewing_schedules"("vendor_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "order_parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

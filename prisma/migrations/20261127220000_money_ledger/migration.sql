-- Money after the order (issue 36): the vendors' append-only ledger, what shoppers paid, payouts
-- and the lines they paid, commission rates in time, and the two money settings.

CREATE TYPE "LedgerEntryKind" AS ENUM ('SALE', 'COMMISSION', 'BOOKING_FEE', 'REFUND', 'COMMISSION_RETURN', 'CANCELLATION', 'PAYOUT', 'ADJUSTMENT');

ALTER TABLE "order_parts" ADD COLUMN "commission_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,
  ADD COLUMN "funds_available_at" TIMESTAMP(3);

ALTER TABLE "site_settings" ADD COLUMN "holding_days" INTEGER NOT NULL DEFAULT 7,
  ADD COLUMN "bank_transfer_days" INTEGER NOT NULL DEFAULT 7;

CREATE TABLE "payouts" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL CHECK ("amount" > 0),
    "bank_reference" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ledger_entries" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "part_id" INTEGER,
    "payout_id" INTEGER,
    "kind" "LedgerEntryKind" NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,
    "note" TEXT,
    "actor_kind" "OrderActorKind" NOT NULL,
    "actor_vendor_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "part_payments" (
    "id" SERIAL NOT NULL,
    "part_id" INTEGER NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL CHECK ("amount" > 0),
    "received_on" DATE NOT NULL,
    "actor_kind" "OrderActorKind" NOT NULL,
    "actor_vendor_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "part_payments_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "payout_lines" (
    "entry_id" INTEGER NOT NULL,
    "payout_id" INTEGER NOT NULL,
    CONSTRAINT "payout_lines_pkey" PRIMARY KEY ("entry_id")
);

CREATE TABLE "commission_rates" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER,
    "brand_type" "BrandType",
    "percent" DECIMAL(5,2) NOT NULL CHECK ("percent" >= 0 AND "percent" <= 100),
    "booking_fee" DECIMAL(14,2) CHECK ("booking_fee" >= 0),
    "valid_from" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "commission_rates_pkey" PRIMARY KEY ("id"),
    -- Either a brand type's default or one vendor's override.
    CONSTRAINT "commission_rates_target" CHECK (("vendor_id" IS NULL) <> ("brand_type" IS NULL))
);

CREATE INDEX "ledger_entries_vendor_id_currency_created_at_idx" ON "ledger_entries"("vendor_id", "currency", "created_at");
CREATE INDEX "ledger_entries_part_id_idx" ON "ledger_entries"("part_id");
CREATE INDEX "part_payments_part_id_idx" ON "part_payments"("part_id");
CREATE INDEX "payouts_vendor_id_created_at_idx" ON "payouts"("vendor_id", "created_at");
CREATE INDEX "payout_lines_payout_id_idx" ON "payout_lines"("payout_id");
CREATE INDEX "commission_rates_vendor_id_valid_from_idx" ON "commission_rates"("vendor_id", "valid_from");
CREATE INDEX "commission_rates_brand_type_valid_from_idx" ON "commission_rates"("brand_type", "valid_from");

ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "order_parts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "part_payments" ADD CONSTRAINT "part_payments_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "order_parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "ledger_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Append-only: a line once written is never changed or removed (a vendor's deletion removes
-- their whole ledger through the cascade, which is a delete of the vendor, not of a line).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.part_id IS NULL AND OLD.part_id IS NOT NULL AND NEW.id = OLD.id
     AND NEW.amount = OLD.amount AND NEW.kind = OLD.kind THEN
    RETURN NEW; -- the order it belonged to was deleted (ON DELETE SET NULL)
  END IF;
  RAISE EXCEPTION 'ledger lines are append-only: write a correcting line instead';
END $$;

CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

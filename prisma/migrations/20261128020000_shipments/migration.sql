-- Shipments (issue 37 part 4): the carrier and tracking number a vendor gives when a part of
-- products ships (both optional: a store's own van has no tracking number), editable afterwards.
ALTER TABLE "order_parts" ADD COLUMN "shipment_carrier" TEXT;
ALTER TABLE "order_parts" ADD COLUMN "shipment_tracking_number" TEXT;

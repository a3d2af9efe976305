-- Saved searches with daily alerts (issue 21, item 6).
CREATE TYPE "SavedSearchStatus" AS ENUM ('PENDING', 'ACTIVE', 'UNSUBSCRIBED');

CREATE TABLE "saved_searches" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "filter" JSONB NOT NULL,
    "catalogue" "Catalogue",
    "label" TEXT NOT NULL,
    "favourite_ids" INTEGER[],
    "last_prices" JSONB NOT NULL DEFAULT '{}',
    "status" "SavedSearchStatus" NOT NULL DEFAULT 'PENDING',
    "watermark" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMP(3),
    "unsubscribed_at" TIMESTAMP(3),
    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "saved_searches_email_idx" ON "saved_searches"("email");
CREATE INDEX "saved_searches_status_id_idx" ON "saved_searches"("status", "id");

-- An alert's one-click unsubscribe link travels with its mail (RFC 8058 headers).
ALTER TABLE "outbox_mails" ADD COLUMN "list_unsubscribe" TEXT;

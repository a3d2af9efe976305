-- Issue 38: API keys that can write (for the one store they are bound to), with an expiry; and
-- the answers kept for Idempotency-Key replays of every write.
ALTER TYPE "ApiKeyScope" ADD VALUE 'STORE_PRODUCTS_WRITE';
ALTER TYPE "ApiKeyScope" ADD VALUE 'STORE_ORDERS_WRITE';
ALTER TYPE "ApiKeyScope" ADD VALUE 'STORE_MEDIA_WRITE';

ALTER TABLE "api_keys" ADD COLUMN "expires_at" TIMESTAMP(3);

CREATE TABLE "idempotent_answers" (
    "caller" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER,
    "body" TEXT,
    "content_type" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotent_answers_pkey" PRIMARY KEY ("caller", "key")
);

CREATE INDEX "idempotent_answers_created_at_idx" ON "idempotent_answers"("created_at");

-- Partner API keys (issue 18): the admin creates and revokes them; only the SHA-256 of a key's
-- secret is stored, with its first characters to name it in lists.
CREATE TYPE "ApiKeyScope" AS ENUM ('CATALOGUE_READ', 'STORE_ORDERS_READ');

CREATE TABLE "api_keys" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "scopes" "ApiKeyScope"[],
    "vendor_id" INTEGER,
    "created_by_id" INTEGER,
    "requests_per_minute" INTEGER NOT NULL DEFAULT 600,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys"("secret_hash");
CREATE INDEX "api_keys_vendor_id_idx" ON "api_keys"("vendor_id");
CREATE INDEX "api_keys_created_at_idx" ON "api_keys"("created_at");

ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "vendors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

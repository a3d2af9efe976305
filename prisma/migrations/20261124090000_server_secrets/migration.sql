-- Secrets the server signs with (visitor identities, links to private media, reset tokens). Kept
-- in the database so every app process signs and checks with the same key; made once, at the
-- first start, unless APP_SECRET is set.
CREATE TABLE "server_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "server_secrets_pkey" PRIMARY KEY ("name")
);

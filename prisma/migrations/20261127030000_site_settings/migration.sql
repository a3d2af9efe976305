-- The marketplace's own details (issue 22): one row, id 1, edited by the admin (updateSiteSettings,
-- PUT /api/site-settings). A new database starts with the neutral name only; the demo seed fills it.
-- CreateTable
CREATE TABLE "site_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "business_name" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "offices" JSONB NOT NULL DEFAULT '[]',
    "social_links" JSONB NOT NULL DEFAULT '[]',
    "about_text" TEXT NOT NULL DEFAULT '',
    "founder_name" TEXT NOT NULL DEFAULT '',
    "founder_title" TEXT NOT NULL DEFAULT '',
    "founder_text" TEXT NOT NULL DEFAULT '',
    "privacy_email" TEXT NOT NULL DEFAULT '',
    "bank_account_name" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "bank_iban" TEXT NOT NULL DEFAULT '',
    "bank_swift" TEXT NOT NULL DEFAULT '',
    "bank_note" TEXT NOT NULL DEFAULT '',
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id")
);

INSERT INTO "site_settings" ("id", "business_name") VALUES (1, 'Marketplace');

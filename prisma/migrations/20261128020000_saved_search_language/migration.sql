-- Issue 35: a saved search's mails (confirmation, daily alerts) are written in the language it was
-- saved in; searches saved before this were English.
ALTER TABLE "saved_searches" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';

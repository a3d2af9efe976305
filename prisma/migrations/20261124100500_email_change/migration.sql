-- A vendor's new e-mail waits here until a code sent to it is entered; until then the old one
-- stays in use (for login and mail).
ALTER TYPE "EmailCodePurpose" ADD VALUE 'EMAIL_CHANGE';
ALTER TABLE "vendors" ADD COLUMN "pending_email" TEXT;

-- A store's reply to an enquiry carries Reply-To: the store's verified address (adapters/mail.ts).
ALTER TABLE "outbox_mails" ADD COLUMN "reply_to" TEXT;

-- Issue 31: a mail is sent exactly once. A worker takes an outbox mail for sending (sending_since)
-- before it talks to the SMTP server and marks it sent the moment the server accepted it; another
-- worker (the retry of an expired job) does not take a mail somebody is sending (adapters/mail.ts).

-- AlterTable
ALTER TABLE "outbox_mails" ADD COLUMN "sending_since" TIMESTAMP(3);

-- Mails about orders carry an HTML part beside the text (issue 21).
ALTER TABLE "outbox_mails" ADD COLUMN "html" TEXT;
-- How often delivery was tried (by the job queue), for the admin's undelivered list.
ALTER TABLE "outbox_mails" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;

-- A verified password-reset code hands out one reset token (only its SHA-256 is kept); the reset
-- needs that token, so knowing the e-mail alone no longer sets the password after the owner
-- verified a code.
ALTER TABLE "email_codes" ADD COLUMN "reset_token_hash" TEXT;

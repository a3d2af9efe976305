// Vendor accounts (docs/spec/vendor-admin.md §1-§3, §5, §7-§8): the texts the server answers with and the
// forms show before asking it (sign-in, registration, e-mail codes, profile, the admin's vendors).

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Password is required',
  emailTaken: 'Email is already taken',
  storeIdTaken: 'Store ID is already taken',
  emailNotVerified: 'Please verify your email with the OTP before registering.',
  registered: 'Vendor Registered Successfully',
  passwordResetDone: 'Password has been reset successfully. Please log in with your new password.',
  codeSent: 'OTP sent to your email.',
  codeVerified: 'OTP verified successfully.',
  codeRequired: 'Enter the OTP to verify.',
  wrongCode: 'Invalid OTP. Try again.',
  codeNotSent: 'Failed to send OTP. Try again.',
  /** Issue 32: `{wait}` is the time left, e.g. "12 minutes" (domain/shared/rate-limit.ts fills it in). */
  tooManyCodesFromHere: 'Too many codes were sent from here. Try again in {wait}.',
  tooManyCodesToEmail: 'Too many codes were sent to this email. Try again in {wait}, or use the last code you received.',
  emailChanged: 'Your email has been changed.',
  adminCannotBeDeactivated: 'Admins cannot be deactivated!',
  vendorDeleted: 'Vendor deleted successfully.',
} as const;

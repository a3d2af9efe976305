// The English messages of forms (issue 35): what the login, password-reset, registration and
// contact forms say about their fields, whether the browser's checks or the server said it (the
// server answers in English; web/src/lib/form-messages.ts finds each of its texts here by value).
// See ./index.ts for the rules every catalogue follows.
export const forms = {
  'forms.emailRequired': 'Email is required',
  'forms.emailInvalid': 'Invalid email format',
  'forms.passwordRequired': 'Password is required',
  'forms.invalidCredentials': 'Invalid email or password.',
  'forms.accessRevoked': 'Your store access has been revoked. Please contact the marketplace team.',
  'forms.tooManyLogins': 'Too many login attempts from your network. Please wait a few minutes.',
  'forms.accountLocked': 'This account is locked after too many failed logins. Try again in {seconds} seconds, or reset your password.',
  'forms.loginFailed': 'An error occurred during login.',
  'forms.resetRequested': 'If an account exists for this email, a code has been sent to it.',
  'forms.resetNeedsCode': 'Please verify the code sent to your email first (codes work for 10 minutes).',
  'forms.tooManyResets': 'Too many password resets from your network. Please wait a few minutes.',
  'forms.resetDone': 'Password has been reset successfully. Please log in with your new password.',
  'forms.registered': 'Vendor Registered Successfully',
  'forms.codeSent': 'OTP sent to your email.',
  'forms.codeVerified': 'OTP verified successfully.',
  'forms.codeRequired': 'Enter the OTP to verify.',
  'forms.wrongCode': 'Invalid OTP. Try again.',
  'forms.codeNotSent': 'Failed to send OTP. Try again.',
  'forms.somethingWrong': 'Something went wrong!',
  'forms.invalidOtp': 'Invalid OTP!',
  'forms.resetFailed': 'Failed to reset password!',
  'forms.fieldRequired': 'This field is required.',
  'forms.validEmail': 'Please enter a valid email address.',
  'forms.userType': 'userType must be vendor or customer.',
  'forms.tooLong': 'This field is limited to {max} characters.',
  'forms.crossSite': 'This form can only be sent from this site’s own pages.',
} as const;

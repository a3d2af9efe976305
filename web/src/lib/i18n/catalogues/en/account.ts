// The English messages of the login page and its forgot-password flow (issue 35). See ./index.ts
// for the rules every catalogue follows.
export const account = {
  'account.loginTitle': 'Login',
  'account.loginDescription': 'Log in to your Pro Vendor store to manage listings, orders and your profile.',
  'account.forgotTitle': 'Forgot Password',
  'account.email': 'Email',
  'account.password': 'Password',
  'account.login': 'Login',
  'account.loggingIn': 'Logging in...',
  'account.forgotLink': 'Forgot Password?',
  'account.otp': 'OTP',
  'account.newPassword': 'New Password',
  'account.sendOtp': 'Send OTP',
  'account.verifyOtp': 'Verify OTP',
  'account.resetPassword': 'Reset Password',
  'account.backToLogin': 'Back to Login',
} as const;

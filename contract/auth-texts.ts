/** Account texts and constants, free of zod so screens that only show them need no schema library. */
/** Spec 000 §5 and §8 texts for sign-in, sign-up and recovery. */
export const AUTH_TEXTS = {
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameMin: "First name must be at least 2 characters",
  firstNameMax: "First name cannot exceed 50 characters",
  lastNameMin: "Last name must be at least 2 characters",
  lastNameMax: "Last name cannot exceed 50 characters",
  invalidEmail: "Please enter a valid email address",
  passwordMin: "Password must be at least 8 characters",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordMax: "Password cannot exceed 256 characters",
  /** Checked on the server only (issue 25): the list of common passwords stays out of the web bundle. */
  passwordCommon: "This password is too common. Choose another.",
  passwordsDontMatch: "Passwords don't match",
  passwordHint: "At least 8 characters, 1 uppercase letter, 1 number",
  invalidCredentials: "Invalid credentials",
  invalidCredentialsForm: "Invalid email or password. Please check your credentials and try again.",
  emailInUse: "Email already in use",
  emailInUseForm: "This email is already registered. Please use a different email or try logging in.",
  emailInUseFriendly: "This email address is already registered. Please use a different email or try logging in.",
  registrationFailed: "Registration failed. Please try again.",
  registrationFormFallback: "An error occurred during registration",
  loginFormFallback: "An error occurred during login",
  forgotSuccess: "If your email is in our system, you will receive a password reset link shortly.",
  forgotError: "An error occurred. Please try again later.",
  resetMissingLink: "Invalid or missing reset link. Please request a new password reset from the login page.",
  resetInvalid: "Invalid or expired reset link. Please request a new one.",
  resetVerifyFailed: "Failed to verify reset link. Please try again or request a new one.",
  resetFailed: "Failed to reset password. Please try again.",
  resetSuccess: "Password reset successful! Please return to the mobile app and log in with your new password.",
  connecting: "Connecting to Claybook...",
  checkingSavedLogin: "Checking your saved login...",
  connectionIssue: "Connection Issue",
  unableToConnect: "Unable to connect to the server",
  tryAgain: "Try Again",
  noJwtTokens: "Server did not return JWT tokens for mobile client",
  invalidRequestData: "Invalid request data format",
  loginMessage: "Logged in",
  logoutMessage: "Logged out",
  loginFailed: "Login failed",
  invalidRefreshToken: "Invalid refresh token",
  refreshAuthFailure: "Invalid refresh token - auth failure",
  refreshServerError: "Server error during token refresh",
  refreshFailed: "Token refresh failed",
  noRefreshToken: "No refresh token available",
  sendResetLink: "Send Reset Link",
  backToLogin: "Back to Login",
  forgotPassword: "Forgot password?",
  resetMailSubject: "Reset your Claybook password",
  accountDeleted: "Account deleted",
  deleteDialogTitle: "Delete Account Permanently",
  deleteConfirm: "Yes, Delete My Account",
  deletePending: "Deleting...",
  deleteSuccessTitle: "Account Successfully Deleted",
  deleteSuccessDescription:
    "Your account and all associated data have been permanently deleted. You will be redirected to the login page.",
  deleteErrorTitle: "Error",
  deleteError: "Failed to delete account. Please try again.",
} as const;

/** Spec 000 §2 Settings ▸ Account Info: what the delete dialog says is removed. */
export const DELETED_DATA_LIST = [
  "Account and profile",
  "All pottery pieces and history",
  "Glaze library and combinations",
  "Custom studio locations and preferences",
  "All inspiration and project notes",
] as const;

/** D9: native clients mark every call with these headers; the access token also comes back in X-Auth-Token. */
export const CLIENT_TYPE_HEADER = "X-Client-Type";
export const CLIENT_PLATFORM_HEADER = "X-Client-Platform";
export const AUTH_TOKEN_HEADER = "X-Auth-Token";
export const MOBILE_CLIENT_TYPE = "mobile";
export const NATIVE_PLATFORMS = ["ios", "android"] as const;

/** D11: reset links live 60 minutes. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

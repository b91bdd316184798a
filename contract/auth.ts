import { z } from "@hono/zod-openapi";
import { IsoDate } from "./common";

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
  userGone: "User account no longer exists",
  loginMessage: "Logged in",
  logoutMessage: "Logged out",
  loginFailed: "Login failed",
  invalidRefreshToken: "Invalid refresh token",
  refreshAuthFailure: "Invalid refresh token - auth failure",
  refreshServerError: "Server error during token refresh",
  refreshFailed: "Token refresh failed",
  noRefreshToken: "No refresh token available",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
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

export const SubscriptionTierSchema = z.enum(["free", "plus", "pro"]);
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

/** The user as every client sees it; the password hash never leaves the server. */
export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    subscriptionTier: SubscriptionTierSchema,
    trialStartDate: IsoDate.nullable(),
    trialEndDate: IsoDate.nullable(),
    trialReminderShown: z.boolean(),
    trialReminderLastShown: IsoDate.nullable(),
    trialConversionType: z.string().nullable(),
    accountStatus: z.string(),
    canceledAt: IsoDate.nullable(),
    dataRetentionUntil: IsoDate.nullable(),
    usedPromoCode: z.string().nullable(),
    promoCodeUsedAt: IsoDate.nullable(),
    paymentProvider: z.enum(["stripe", "apple"]),
    createdAt: IsoDate,
  })
  .openapi("User");
export type User = z.infer<typeof UserSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

export const passwordSchema = z
  .string({ error: AUTH_TEXTS.passwordRequired })
  .min(PASSWORD_MIN, AUTH_TEXTS.passwordMin)
  .max(PASSWORD_MAX, AUTH_TEXTS.passwordMax)
  .regex(/[A-Z]/, AUTH_TEXTS.passwordUppercase)
  .regex(/[0-9]/, AUTH_TEXTS.passwordNumber);

export const emailSchema = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .min(1, AUTH_TEXTS.emailRequired)
  .max(254, AUTH_TEXTS.invalidEmail)
  .pipe(z.email({ error: AUTH_TEXTS.invalidEmail }));

export const RegisterBodySchema = z
  .object({
    firstName: trimmed(NAME_MAX + 1000)
      .min(1, AUTH_TEXTS.firstNameRequired)
      .min(NAME_MIN, AUTH_TEXTS.firstNameMin)
      .max(NAME_MAX, AUTH_TEXTS.firstNameMax),
    lastName: trimmed(NAME_MAX + 1000)
      .min(1, AUTH_TEXTS.lastNameRequired)
      .min(NAME_MIN, AUTH_TEXTS.lastNameMin)
      .max(NAME_MAX, AUTH_TEXTS.lastNameMax),
    email: emailSchema,
    password: passwordSchema,
  })
  .openapi("RegisterBody");
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z
  .object({
    email: z
      .string({ error: AUTH_TEXTS.emailRequired })
      .trim()
      .min(1, AUTH_TEXTS.emailRequired)
      .max(254, AUTH_TEXTS.invalidEmail),
    password: z
      .string({ error: AUTH_TEXTS.passwordRequired })
      .min(1, AUTH_TEXTS.passwordRequired)
      .max(PASSWORD_MAX, AUTH_TEXTS.passwordMax),
  })
  .openapi("LoginBody");
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** D9: native login, registration and refresh answer these token fields. */
export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export const NativeAuthAnswerSchema = TokenPairSchema.extend({ user: UserSchema }).openapi("NativeAuthAnswer");
export type NativeAuthAnswer = z.infer<typeof NativeAuthAnswerSchema>;

/** Web clients get the user; native clients the user with tokens. */
export const AuthAnswerSchema = z.union([NativeAuthAnswerSchema, UserSchema]);

export const TokenAnswerSchema = TokenPairSchema.openapi("TokenAnswer");
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

const refreshTokenField = z
  .string({ error: AUTH_TEXTS.noRefreshToken })
  .min(1, AUTH_TEXTS.noRefreshToken)
  .max(512, AUTH_TEXTS.invalidRefreshToken);

export const RefreshBodySchema = z.object({ refreshToken: refreshTokenField }).openapi("RefreshBody");
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

/** Native clients may name the refresh token to revoke at logout; web clients send nothing. */
export const LogoutBodySchema = z.object({ refreshToken: refreshTokenField.optional() }).openapi("LogoutBody");

/** Spec 000 §5: the forgot-password address must be non-empty and contain @. */
export const ForgotPasswordBodySchema = z
  .object({
    email: z
      .string({ error: AUTH_TEXTS.invalidEmail })
      .trim()
      .min(1, AUTH_TEXTS.invalidEmail)
      .max(254, AUTH_TEXTS.invalidEmail)
      .refine((v) => v.includes("@"), AUTH_TEXTS.invalidEmail),
  })
  .openapi("ForgotPasswordBody");
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

const resetLinkPart = (max: number) =>
  z
    .string({ error: AUTH_TEXTS.resetMissingLink })
    .trim()
    .min(1, AUTH_TEXTS.resetMissingLink)
    .max(max, AUTH_TEXTS.resetInvalid)
    // PostgreSQL text cannot hold NUL: refuse it here instead of failing in the query (fuzz.api.test.ts).
    .refine((v) => !v.includes("\u0000"), AUTH_TEXTS.resetInvalid);

export const ResetVerifyQuerySchema = z.object({
  email: resetLinkPart(254).openapi({ param: { name: "email", in: "query" } }),
  token: resetLinkPart(256).openapi({ param: { name: "token", in: "query" } }),
});

export const ResetVerifyAnswerSchema = z.object({ valid: z.boolean() }).openapi("ResetVerifyAnswer");
export type ResetVerifyAnswer = z.infer<typeof ResetVerifyAnswerSchema>;

export const ResetPasswordBodySchema = z
  .object({ email: resetLinkPart(254), token: resetLinkPart(256), newPassword: passwordSchema })
  .openapi("ResetPasswordBody");
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

import { z } from "zod";
import { IsoDate } from "../common/schemas";
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from "./rules";
import { AUTH_TEXTS } from "./texts";

export * from "./rules";
export * from "./texts";

export const SubscriptionTierSchema = z.enum(["free", "plus", "pro"]);

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
  });
export type User = z.infer<typeof UserSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

export const passwordSchema = z
  .string({ error: AUTH_TEXTS.passwordRequired })
  .min(PASSWORD_MIN, AUTH_TEXTS.passwordMin)
  .max(PASSWORD_MAX, AUTH_TEXTS.passwordMax)
  .regex(/[A-Z]/, AUTH_TEXTS.passwordUppercase)
  .regex(/[0-9]/, AUTH_TEXTS.passwordNumber);

// product.md#r46: an empty sign-up e-mail reads 'Please enter a valid email address' ('Email is required' is the
// sign-in text); a request that leaves the field out altogether still gets the required message.
const emailSchema = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .min(1, AUTH_TEXTS.invalidEmail)
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
  });
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
  });
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** product.md#r9: native login, registration and refresh answer these token fields. */
const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export const NativeAuthAnswerSchema = TokenPairSchema.extend({ user: UserSchema });
export type NativeAuthAnswer = z.infer<typeof NativeAuthAnswerSchema>;

/** Web clients get the user; native clients the user with tokens. */
export const AuthAnswerSchema = z.union([NativeAuthAnswerSchema, UserSchema]);

export const TokenAnswerSchema = TokenPairSchema;
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

const refreshTokenField = z
  .string({ error: AUTH_TEXTS.noRefreshToken })
  .min(1, AUTH_TEXTS.noRefreshToken)
  .max(512, AUTH_TEXTS.invalidRefreshToken);

export const RefreshBodySchema = z.object({ refreshToken: refreshTokenField });

/** Native clients may name the refresh token to revoke at logout; web clients send nothing. */
export const LogoutBodySchema = z.object({ refreshToken: refreshTokenField.optional() });

/** product.md#r46: the forgot-password address must be non-empty and contain @. */
export const ForgotPasswordBodySchema = z
  .object({
    email: z
      .string({ error: AUTH_TEXTS.invalidEmail })
      .trim()
      .min(1, AUTH_TEXTS.invalidEmail)
      .max(254, AUTH_TEXTS.invalidEmail)
      .refine((v) => v.includes("@"), AUTH_TEXTS.invalidEmail),
  });
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
  email: resetLinkPart(254),
  token: resetLinkPart(256),
});

export const ResetVerifyAnswerSchema = z.object({ valid: z.boolean() });

export const ResetPasswordBodySchema = z
  .object({ email: resetLinkPart(254), token: resetLinkPart(256), newPassword: passwordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

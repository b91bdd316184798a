/**
 * ASVS 6.2.4 (docs/security.md): the 10,000 most common passwords are refused at sign-up and reset, even
 * when they meet the spec's rules ('Password1' does). The list is the ranked common-password dictionary of
 * @zxcvbn-ts/language-common (most frequent first, lower-case); it stays on the server, out of the web bundle.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { AppError } from "../../errors";

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | null = null;

/** Case does not make a common password safe: 'Password1' is 'password1'. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/** 400 with the message on `field` when the password is one of the common ones. */
export function refuseCommonPassword(password: string, field: "password" | "newPassword"): void {
  if (isCommonPassword(password)) throw new AppError(400, AUTH_TEXTS.passwordCommon, { [field]: AUTH_TEXTS.passwordCommon });
}

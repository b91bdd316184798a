import { GENERIC_MESSAGES } from "../../../contract/common/texts";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { ApiError, isNetworkError } from "../../lib/api-error";

interface FormErrorTarget {
  /** Field to attach the message to, or "root" for a form-level alert. */
  field: "email" | "password" | "root";
  message: string;
}

/** product.md#r34 "On the auth form" rules for sign-in failures. */
export function mapLoginError(error: unknown): FormErrorTarget {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 || /Invalid credentials|User not found|401/.test(message)) {
    return { field: "email", message: AUTH_TEXTS.invalidCredentialsForm };
  }
  if (status === 429 || isNetworkError(error)) return { field: "root", message };
  return { field: "root", message: message || AUTH_TEXTS.loginFormFallback };
}

/** product.md#r34 registration rules; rate limits and offline keep their own clearer texts. */
export function mapRegisterError(error: unknown): FormErrorTarget {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429 || isNetworkError(error)) return { field: "root", message: message || GENERIC_MESSAGES.internal };
  // The server's own password rules (e.g. a too-common password) have their own message on the field.
  const passwordMessage = error instanceof ApiError ? error.errors?.password : undefined;
  if (passwordMessage) return { field: "password", message: passwordMessage };
  if (status === 409 || /email/i.test(message) || status === 400) {
    return { field: "email", message: AUTH_TEXTS.emailInUseForm };
  }
  return { field: "root", message: message || AUTH_TEXTS.registrationFormFallback };
}

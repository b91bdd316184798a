import { withSchemas } from "../common/route-table";
import { OkSchema } from "../common/schemas";
import { AUTH_ENDPOINTS } from "./endpoints";
import {
  AuthAnswerSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetVerifyAnswerSchema,
  ResetVerifyQuerySchema,
  TokenAnswerSchema,
  UserSchema,
} from "./schemas";

export const AUTH_ROUTES = withSchemas(AUTH_ENDPOINTS, {
  register: { body: RegisterBodySchema, answer: AuthAnswerSchema, status: 201 },
  login: { body: LoginBodySchema, answer: AuthAnswerSchema },
  logout: { body: LogoutBodySchema, answer: OkSchema },
  refresh: { body: RefreshBodySchema, answer: TokenAnswerSchema },
  user: { answer: UserSchema },
  forgotPassword: { body: ForgotPasswordBodySchema, answer: OkSchema },
  verifyReset: { query: ResetVerifyQuerySchema, answer: ResetVerifyAnswerSchema },
  resetPassword: { body: ResetPasswordBodySchema, answer: OkSchema },
});
export type AuthRoutes = typeof AUTH_ROUTES;

/** The auth forms' validation, in a chunk of its own that loads on first use (web/lib/lazy-resolver.ts). */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoginBodySchema } from "../../../contract/auth/schemas";
import { SignUpFormSchema } from "./sign-up-schema";

export const signInResolver = zodResolver(LoginBodySchema);
export const signUpResolver = zodResolver(SignUpFormSchema);

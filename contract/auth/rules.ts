/** Sign-in rules and header names, free of zod: the native layer and the server's CORS list read them. */

/** product.md#r9: native clients mark every call with these headers; the access token also comes back in X-Auth-Token. */
export const CLIENT_TYPE_HEADER = "X-Client-Type";
export const CLIENT_PLATFORM_HEADER = "X-Client-Platform";
export const AUTH_TOKEN_HEADER = "X-Auth-Token";
export const MOBILE_CLIENT_TYPE = "mobile";

/** product.md#r11: reset links live 60 minutes. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

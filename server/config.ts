/**
 * product.md#r2: every setting comes from the environment (a .env file is read when present).
 * Secrets are required in production; in development they are generated once and kept in DATA_DIR.
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_SUPPORT_EMAIL } from "../contract/app/constants";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  priceMonthly: string;
  priceAnnual: string;
  couponTrial10: string;
  /** product.md#r18: tests point the client at a fake Stripe on 127.0.0.1. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: "http" | "https";
}

export interface AppleSettings {
  bundleId: string;
  environment: "Production" | "Sandbox" | "Xcode" | "LocalTesting";
  appAppleId?: number;
  productMonthly: string;
  productAnnual: string;
  /** PEM or DER (base64) root certificates; Apple's real roots in production. */
  rootCertificates: Buffer[];
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Web Push's VAPID identity (docs/decisions/0138-web-push.md): from configuration, else generated once into DATA_DIR
 * (server/push/).
 */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services may use. */
  subject: string;
}

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections per server to PostgreSQL (unused with the embedded database). */
  databasePoolSize: number;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  sessionSecret: string;
  tokenSecret: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  stripe?: StripeSettings;
  apple?: AppleSettings;
  s3?: S3Settings;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset, the keys are generated into DATA_DIR/secrets/vapid.json. */
  vapid?: VapidSettings;
  /** VAPID_SUBJECT: the contact push services see; defaults to the support address. */
  vapidSubject: string;
  /** Background jobs (retention purge, upload sweep) run in the server unless disabled. */
  jobsEnabled: boolean;
  /** JOBS_FIRST_RUN_DELAY_SECONDS: each job first runs this long after start; unset, after a minute. */
  jobsFirstRunDelayMs?: number;
  /** Test-only HTTP hooks (browser tests move a user's trial dates); only with NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1. */
  testHooks: boolean;
  /**
   * CLAYBOOK_TEST_PUSH_HOST: the host of the tests' fake push service (127.0.0.1), added to the known push services
   * and allowed to be a loopback address; honoured only with NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1, empty otherwise
   * (docs/decisions/0180-push-endpoints-and-outbound-guard.md).
   */
  pushTestHosts: string[];
  /**
   * CLAYBOOK_TEST_IMPORTS_ELSEWHERE=1: this server takes imports but runs none, so a test sees another server run
   * them from the shared queue and storage; honoured only with NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1
   * (docs/decisions/0273-import-uploads-in-object-storage.md).
   */
  testImportsElsewhere: boolean;
  /**
   * HOST: the address the server listens on. Unset, 127.0.0.1 (this computer only), or 0.0.0.0 (every interface)
   * with NODE_ENV=production (docs/decisions/0183-listen-address.md).
   */
  host: string;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_DATABASE_POOL_SIZE = 10;

function loadDotEnv(): void {
  const file = path.resolve(".env");
  if (existsSync(file)) {
    try {
      process.loadEnvFile(file);
    } catch {
      // A malformed .env is reported by the first setting that is missing; nothing secret is echoed.
    }
  }
}

function secretFor(env: Env, name: string, dataDir: string, production: boolean): string {
  const value = env[name];
  if (value && value.length >= 32) return value;
  if (value) throw new Error(`${name} must be at least 32 characters`);
  if (production) throw new Error(`${name} is required in production (product.md#r2)`);
  const file = path.join(dataDir, "secrets", name.toLowerCase());
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const generated = randomBytes(48).toString("base64url");
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

function readStripe(env: Env): StripeSettings | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const apiUrl = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? "",
    priceMonthly: env.STRIPE_PRICE_MONTHLY ?? "",
    priceAnnual: env.STRIPE_PRICE_ANNUAL ?? "",
    couponTrial10: env.STRIPE_COUPON_TRIAL10 ?? "trial10",
    apiHost: apiUrl?.hostname,
    apiPort: apiUrl ? Number(apiUrl.port || (apiUrl.protocol === "https:" ? 443 : 80)) : undefined,
    apiProtocol: apiUrl ? (apiUrl.protocol.replace(":", "") as "http" | "https") : undefined,
  };
}

function readApple(env: Env): AppleSettings | undefined {
  if (!env.APPLE_BUNDLE_ID) return undefined;
  const certDir = env.APPLE_ROOT_CERTS_DIR;
  const rootCertificates =
    certDir && existsSync(certDir)
      ? readdirSync(certDir).map((f) => readFileSync(path.join(certDir, f)))
      : [];
  const environment = (env.APPLE_ENVIRONMENT ?? "Production") as AppleSettings["environment"];
  if (!["Production", "Sandbox", "Xcode", "LocalTesting"].includes(environment)) {
    throw new Error("APPLE_ENVIRONMENT must be Production or Sandbox");
  }
  // product.md#r17: the library skips signature checks in Xcode and LocalTesting; those never run outside tests.
  if ((environment === "Xcode" || environment === "LocalTesting") && env.NODE_ENV !== "test") {
    throw new Error("APPLE_ENVIRONMENT must be Production or Sandbox");
  }
  if (env.APPLE_APP_ID && !/^[0-9]{1,15}$/.test(env.APPLE_APP_ID)) throw new Error("APPLE_APP_ID must be the app's numeric Apple id");
  if (environment === "Production" && !env.APPLE_APP_ID) throw new Error("APPLE_APP_ID is required when APPLE_ENVIRONMENT is Production");
  return {
    bundleId: env.APPLE_BUNDLE_ID,
    environment,
    appAppleId: env.APPLE_APP_ID ? Number(env.APPLE_APP_ID) : undefined,
    productMonthly: env.APPLE_PRODUCT_MONTHLY ?? "app.claybook.plus.monthly",
    productAnnual: env.APPLE_PRODUCT_ANNUAL ?? "app.claybook.plus.annual",
    rootCertificates,
  };
}

function readS3(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || Boolean(env.S3_ENDPOINT),
  };
}

function readVapid(env: Env): VapidSettings | undefined {
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) return undefined;
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together");
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL}`,
  };
}

function readFirstRunDelay(env: Env): number | undefined {
  const raw = env.JOBS_FIRST_RUN_DELAY_SECONDS;
  if (raw === undefined || raw === "") return undefined;
  if (!/^[0-9]{1,7}$/.test(raw)) throw new Error("JOBS_FIRST_RUN_DELAY_SECONDS must be a whole number of seconds");
  return Number(raw) * 1000;
}

/** An IP address or a host name, nothing else (a typo should stop the start, not listen somewhere unexpected). */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function readHost(env: Env, production: boolean): string {
  const raw = env.HOST?.trim();
  if (!raw) return production ? "0.0.0.0" : "127.0.0.1";
  if (isIP(raw) === 0 && !HOST_NAME.test(raw)) throw new Error("HOST must be an address to listen on, such as 127.0.0.1 or 0.0.0.0");
  return raw;
}

export function loadConfig(env: Env = process.env, options: { readDotEnv?: boolean } = {}): Config {
  if (options.readDotEnv !== false && env === process.env) loadDotEnv();
  const mode = env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error("PORT must be a port number");
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const production = mode === "production";
  return {
    env: mode,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Claybook <no-reply@claybook.app>",
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    sessionSecret: secretFor(env, "SESSION_SECRET", dataDir, production),
    tokenSecret: secretFor(env, "TOKEN_SECRET", dataDir, production),
    webDist: path.resolve(env.WEB_DIST ?? "./dist/web"),
    logLevel: env.LOG_LEVEL ?? (mode === "test" ? "silent" : "info"),
    trustProxy: env.TRUST_PROXY === "true",
    stripe: readStripe(env),
    apple: readApple(env),
    s3: readS3(env),
    vapid: readVapid(env),
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL}`,
    jobsEnabled: env.JOBS_ENABLED !== "false",
    jobsFirstRunDelayMs: readFirstRunDelay(env),
    testHooks: mode === "test" && env.CLAYBOOK_TEST_HOOKS === "1",
    pushTestHosts: mode === "test" && env.CLAYBOOK_TEST_HOOKS === "1" && env.CLAYBOOK_TEST_PUSH_HOST ? [env.CLAYBOOK_TEST_PUSH_HOST.toLowerCase()] : [],
    testImportsElsewhere: mode === "test" && env.CLAYBOOK_TEST_HOOKS === "1" && env.CLAYBOOK_TEST_IMPORTS_ELSEWHERE === "1",
    host: readHost(env, production),
  };
}

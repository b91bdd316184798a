/**
 * Web Push (docs/decisions/0138-web-push.md) behind an interface in AppDeps: the standard protocol through
 * the `web-push` package (VAPID-signed, aes128gcm-encrypted payloads). The VAPID keys come from configuration or are
 * generated once into DATA_DIR/secrets/vapid.json, so every server of one DATA_DIR signs with the same identity.
 */
import { Agent } from "node:https";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { isKnownPushService } from "../../contract/reminders/push-services";
import type { Config, VapidSettings } from "../config";
import { checkedAddresses, pinnedLookup, type Resolve } from "./address-guard";

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** sent: accepted by the push service; gone: the subscription expired or was refused (404/410), remove it. */
export type PushOutcome = "sent" | "gone";

export interface PushSender {
  /** The VAPID public key (base64url) a browser subscribes with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** Configured keys, else the ones kept in DATA_DIR (generated on first start). */
export function vapidKeys(config: Config): VapidSettings {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, "secrets", "vapid.json");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another process of this DATA_DIR wrote it first: theirs is read below.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return { ...keys, subject: config.vapidSubject };
}

export interface WebPushOptions {
  /** A certificate to trust besides the system's: the tests' fake push service has its own. */
  ca?: Buffer;
  timeoutMs?: number;
  /** How host names are resolved: the system's, or one a test passes in. */
  resolve?: Resolve;
  /** Hosts of the tests' fake push service, allowed besides the known services and on loopback (config.pushTestHosts). */
  testHosts?: readonly string[];
}

/**
 * Every send goes to a known push service only (contract/reminders/push-services.ts), to an address checked just
 * before connecting (server/push/address-guard.ts), within a time limit, and follows no redirect: web-push makes one
 * request and takes any answer outside 2xx as a failure (docs/decisions/0180-push-endpoints-and-outbound-guard.md).
 */
export function createWebPushSender(vapid: VapidSettings, options: WebPushOptions = {}): PushSender {
  const testHosts = options.testHosts ?? [];
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      // A subscription saved before the list existed, for a service not on it: it can never be sent to, so it goes.
      if (!isKnownPushService(target.endpoint, testHosts)) return "gone";
      const host = new URL(target.endpoint).hostname.toLowerCase();
      const addresses = await checkedAddresses(host, { resolve: options.resolve, loopbackAllowed: testHosts.includes(host) });
      // One agent per send, so the socket can only reach the addresses just checked; nothing is kept alive.
      const agent = new Agent({ lookup: pinnedLookup(addresses) as never, keepAlive: false, ...(options.ca ? { ca: options.ca } : {}) });
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          contentEncoding: "aes128gcm",
          timeout: options.timeoutMs ?? 10_000,
          agent,
        });
        return "sent";
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return "gone";
        throw err;
      } finally {
        agent.destroy();
      }
    },
  };
}

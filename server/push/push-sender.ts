/**
 * Web Push (issue 23, docs/decisions/0138-web-push.md) behind an interface in AppDeps: the standard protocol through
 * the `web-push` package (VAPID-signed, aes128gcm-encrypted payloads). The VAPID keys come from configuration or are
 * generated once into DATA_DIR/secrets/vapid.json, so every server of one DATA_DIR signs with the same identity.
 */
import type { Agent } from "node:https";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config, VapidSettings } from "../config";

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

/** `agent` lets tests reach a fake push service with its own certificate. */
export function createWebPushSender(vapid: VapidSettings, options: { agent?: Agent; timeoutMs?: number } = {}): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          contentEncoding: "aes128gcm",
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return "sent";
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return "gone";
        throw err;
      }
    },
  };
}

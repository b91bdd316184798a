/**
 * A local Web Push service on 127.0.0.1 (https, a certificate made for the test) that does what a real one checks:
 * the VAPID JWT (ES256, signed by the server's key, audience this origin, not expired, a subject) and the payload,
 * decrypted with http_ece, the counterpart of the library web-push uses. Endpoints under /gone/ answer 410, and
 * under /moved/ a redirect to the same name under /push/ (which a sender must not follow).
 */
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, Agent } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { decrypt } from "http_ece";
import { importJWK, jwtVerify } from "jose";

export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: string | undefined;
}

export interface FakeSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  origin: string;
  /** An https.Agent that trusts the service's certificate. */
  agent: Agent;
  /** The service's certificate, for a client that builds its own agent. */
  ca: Buffer;
  received: ReceivedPush[];
  /** Requests refused (bad JWT, undecryptable body): each one fails the test that reads it. */
  refused: string[];
  /** A browser's subscription on this service; `gone` makes the service answer 410 for it. */
  subscriber(name: string, options?: { gone?: boolean; moved?: boolean }): FakeSubscriber;
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString("base64url");

/** The server's VAPID public key (uncompressed P-256 point, base64url) as a JWK jose can verify with. */
async function vapidVerifyKey(publicKey: string) {
  const point = Buffer.from(publicKey, "base64url");
  return importJWK({ kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, "ES256");
}

export async function startFakePushService(vapidPublicKey: string): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-push-"));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "key.pem", "-out", "cert.pem",
      "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    { cwd: dir, stdio: "ignore" },
  );
  const cert = readFileSync(path.join(dir, "cert.pem"));
  const key = readFileSync(path.join(dir, "key.pem"));
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const verifyKey = await vapidVerifyKey(vapidPublicKey);
  let origin = "";

  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const endpoint = `${origin}${req.url}`;
        try {
          const auth = req.headers.authorization ?? "";
          const match = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
          if (!match) throw new Error(`no VAPID authorization: ${auth}`);
          if (match[2] !== vapidPublicKey) throw new Error("the k= key is not the server's VAPID key");
          const { payload } = await jwtVerify(match[1]!, verifyKey, { audience: origin, algorithms: ["ES256"] });
          if (!payload.sub || !payload.exp) throw new Error("the VAPID JWT has no sub or exp");
          if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${req.headers["content-encoding"]}`);
          const browser = browsers.get(req.url ?? "");
          if (!browser) throw new Error(`unknown endpoint ${req.url}`);
          if (req.url!.startsWith("/gone/")) {
            res.writeHead(410).end();
            return;
          }
          if (req.url!.startsWith("/moved/")) {
            res.writeHead(301, { Location: `${origin}${req.url!.replace("/moved/", "/push/")}` }).end();
            return;
          }
          const plain = decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: browser.ecdh, authSecret: b64url(browser.auth) });
          received.push({ endpoint, payload: JSON.parse(plain.toString("utf8")), ttl: req.headers.ttl as string | undefined });
          res.writeHead(201).end();
        } catch (err) {
          refused.push(String(err));
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    agent: new Agent({ ca: cert }),
    ca: cert,
    received,
    refused,
    subscriber(name, options = {}) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const pathname = `/${options.gone ? "gone" : options.moved ? "moved" : "push"}/${name}`;
      browsers.set(pathname, { ecdh, auth });
      return { endpoint: `${origin}${pathname}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

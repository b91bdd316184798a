/**
 * product.md#r18: a throwaway Apple-like certificate chain (root → intermediate with Apple's WWDR marker OID → leaf with
 * the App Store receipt-signing OID), made with the openssl command line at test time, and a StoreKit 2-style
 * JWS signer (ES256, x5c header) for signed transactions and App Store Server Notifications v2.
 */
import { execFileSync } from "node:child_process";
import { createPrivateKey, randomUUID, sign, X509Certificate } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface AppleTestChain {
  /** A directory holding only the root certificate (for APPLE_ROOT_CERTS_DIR). */
  rootDir: string;
  x5c: [string, string, string];
  signJws(payload: object): string;
}

const openssl = (cwd: string, ...args: string[]) => execFileSync("openssl", args, { cwd, stdio: ["ignore", "pipe", "pipe"] });

export function makeAppleTestChain(name = "Claybook Test"): AppleTestChain {
  const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-apple-"));
  writeFileSync(
    path.join(dir, "ext.cnf"),
    [
      "[root]",
      "basicConstraints = critical, CA:true",
      "keyUsage = critical, keyCertSign, cRLSign",
      "[intermediate]",
      "basicConstraints = critical, CA:true, pathlen:0",
      "keyUsage = critical, keyCertSign, cRLSign",
      "1.2.840.113635.100.6.2.1 = ASN1:NULL",
      "[leaf]",
      "basicConstraints = critical, CA:false",
      "keyUsage = critical, digitalSignature",
      "1.2.840.113635.100.6.11.1 = ASN1:NULL",
      "",
    ].join("\n"),
  );
  for (const k of ["root", "intermediate", "leaf"]) {
    openssl(dir, "ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", `${k}.key`);
  }
  openssl(dir, "req", "-x509", "-new", "-key", "root.key", "-subj", `/CN=${name} Root CA/O=${name}`, "-days", "3650",
    "-sha256", "-extensions", "root", "-config", "ext.cnf", "-out", "root.pem");
  openssl(dir, "req", "-new", "-key", "intermediate.key", "-subj", `/CN=${name} WWDR/O=${name}`, "-out", "intermediate.csr", "-config", "ext.cnf");
  openssl(dir, "x509", "-req", "-in", "intermediate.csr", "-CA", "root.pem", "-CAkey", "root.key", "-CAcreateserial", "-days", "3650",
    "-sha256", "-extfile", "ext.cnf", "-extensions", "intermediate", "-out", "intermediate.pem");
  openssl(dir, "req", "-new", "-key", "leaf.key", "-subj", `/CN=${name} Receipt Signing/O=${name}`, "-out", "leaf.csr", "-config", "ext.cnf");
  openssl(dir, "x509", "-req", "-in", "leaf.csr", "-CA", "intermediate.pem", "-CAkey", "intermediate.key", "-CAcreateserial", "-days", "3650",
    "-sha256", "-extfile", "ext.cnf", "-extensions", "leaf", "-out", "leaf.pem");

  const der = (file: string) => new X509Certificate(readFileSync(path.join(dir, file))).raw.toString("base64");
  const x5c: [string, string, string] = [der("leaf.pem"), der("intermediate.pem"), der("root.pem")];
  const rootDir = path.join(dir, "roots");
  mkdirSync(rootDir);
  writeFileSync(path.join(rootDir, "root.pem"), readFileSync(path.join(dir, "root.pem")));
  const leafKey = createPrivateKey(readFileSync(path.join(dir, "leaf.key")));

  const b64url = (v: string | Buffer) => Buffer.from(v).toString("base64url");
  return {
    rootDir,
    x5c,
    signJws(payload: object) {
      const header = b64url(JSON.stringify({ alg: "ES256", x5c }));
      const body = b64url(JSON.stringify(payload));
      const signature = sign("sha256", Buffer.from(`${header}.${body}`), { key: leafKey, dsaEncoding: "ieee-p1363" });
      return `${header}.${body}.${b64url(signature)}`;
    },
  };
}

export interface TransactionFields {
  transactionId: string;
  originalTransactionId?: string;
  productId: string;
  bundleId?: string;
  environment?: "Sandbox" | "Production";
  expiresDate?: number;
  revocationDate?: number;
}

/** A StoreKit 2 JWSTransaction payload. */
export function transactionPayload(f: TransactionFields): object {
  const now = Date.now();
  return {
    transactionId: f.transactionId,
    originalTransactionId: f.originalTransactionId ?? f.transactionId,
    webOrderLineItemId: `${f.transactionId}0`,
    bundleId: f.bundleId ?? "app.claybook",
    productId: f.productId,
    subscriptionGroupIdentifier: "21000000",
    purchaseDate: now - 1000,
    originalPurchaseDate: now - 1000,
    expiresDate: f.expiresDate ?? now + 30 * 24 * 60 * 60 * 1000,
    ...(f.revocationDate ? { revocationDate: f.revocationDate, revocationReason: 0 } : {}),
    quantity: 1,
    type: "Auto-Renewable Subscription",
    inAppOwnershipType: "PURCHASED",
    signedDate: now,
    environment: f.environment ?? "Sandbox",
    transactionReason: "PURCHASE",
    storefront: "USA",
    storefrontId: "143441",
    price: 4990,
    currency: "USD",
  };
}

/** An App Store Server Notification v2 payload carrying a signed transaction. */
export function notificationPayload(
  type: string,
  signedTransactionInfo: string,
  options: { uuid?: string; bundleId?: string; environment?: "Sandbox" | "Production"; appAppleId?: number } = {},
): object {
  return {
    notificationType: type,
    notificationUUID: options.uuid ?? randomUUID(),
    version: "2.0",
    signedDate: Date.now(),
    data: {
      appAppleId: options.appAppleId,
      bundleId: options.bundleId ?? "app.claybook",
      bundleVersion: "1",
      environment: options.environment ?? "Sandbox",
      signedTransactionInfo,
      status: 1,
    },
  };
}

/**
 * product.md#r17 Apple in-app purchase: StoreKit 2 signed transactions and App Store Server Notifications v2, verified
 * with @apple/app-store-server-library against Apple's root certificates, the bundle id and the environment.
 */
import { Environment, NotificationTypeV2, SignedDataVerifier } from "@apple/app-store-server-library";
import { X509Certificate } from "node:crypto";
import { BILLING_MESSAGES } from "../../contract/billing/schemas";
import type { AppleSettings } from "../config";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { APPLE_ROOT_CA_G3_BASE64 } from "./apple-root";
import type { AppStoreGateway, AppStoreNotification, AppStoreTransaction, AppStoreVerifier } from "./billing-gateways";

const GRANT = new Set<string>([NotificationTypeV2.SUBSCRIBED, NotificationTypeV2.DID_RENEW]);
const REVOKE = new Set<string>([NotificationTypeV2.EXPIRED, NotificationTypeV2.REFUND, NotificationTypeV2.REVOKE]);

/** PEM or DER files become DER buffers, as the library wants them. */
function toDer(cert: Buffer): Buffer {
  return new X509Certificate(cert).raw;
}

export class AppleAppStoreGateway implements AppStoreGateway {
  readonly productIds: { monthly: string; annual: string };
  private verifierInstance: AppStoreVerifier | null = null;

  /** `onlineChecks`: OCSP and today's date in production; tests verify against the signing date with no network. */
  constructor(
    private readonly settings: AppleSettings,
    private readonly onlineChecks: boolean,
    private readonly logger: Logger,
  ) {
    this.productIds = { monthly: settings.productMonthly, annual: settings.productAnnual };
  }

  /** Built on first use, so a bad certificate file fails the Apple calls, not the server's start. */
  verifier(): AppStoreVerifier {
    this.verifierInstance ??= this.createVerifier();
    return this.verifierInstance;
  }

  private createVerifier(): AppStoreVerifier {
    const { settings, logger } = this;
    const roots =
      settings.rootCertificates.length > 0 ? settings.rootCertificates.map(toDer) : [Buffer.from(APPLE_ROOT_CA_G3_BASE64, "base64")];
    const verifier = new SignedDataVerifier(roots, this.onlineChecks, settings.environment as Environment, settings.bundleId, settings.appAppleId);

    const transaction = async (jws: string): Promise<AppStoreTransaction> => {
      try {
        return await verifier.verifyAndDecodeTransaction(jws);
      } catch (err) {
        logger.warn({ status: (err as { status?: number }).status }, "apple transaction refused");
        throw new AppError(400, BILLING_MESSAGES.appleInvalid);
      }
    };

    const notification = async (signedPayload: string): Promise<AppStoreNotification> => {
      let decoded;
      try {
        decoded = await verifier.verifyAndDecodeNotification(signedPayload);
      } catch (err) {
        logger.warn({ status: (err as { status?: number }).status }, "apple notification refused");
        throw new AppError(400, BILLING_MESSAGES.appleInvalid);
      }
      const uuid = decoded.notificationUUID;
      if (!uuid) throw new AppError(400, BILLING_MESSAGES.appleInvalid);
      const signedTx = decoded.data?.signedTransactionInfo;
      const type = String(decoded.notificationType ?? "UNKNOWN");
      return {
        uuid,
        type,
        effect: GRANT.has(type) ? "grant" : REVOKE.has(type) ? "revoke" : "none",
        transaction: signedTx ? await transaction(signedTx) : undefined,
      };
    };

    return { transaction, notification };
  }
}

/**
 * S3-compatible photo storage (product.md#r4) through the AWS SDK v3. Works with AWS S3 and with S3-compatible servers
 * (MinIO, R2, s3rver in tests) via `endpoint` and path-style addressing.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config";
import { assertSafeKey, PhotoStorageError, storageCall, type PhotoStore, type StoredObject } from "./photo-store";

export class S3PhotoStore implements PhotoStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Many S3-compatible servers do not understand the SDK's default flexible checksums; send them only when required.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const put = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: data,
      ContentType: contentType,
      ContentLength: data.length,
      CacheControl: "public, max-age=31536000, immutable",
    });
    await storageCall("put", () => this.client.send(put));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw new PhotoStorageError("get", err);
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers 204 for a missing key too, so deleting twice is harmless.
    await storageCall("delete", () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  /** Ends the client's keep-alive sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

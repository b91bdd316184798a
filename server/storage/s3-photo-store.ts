/**
 * S3-compatible object storage (product.md#r4) through the AWS SDK v3. Works with AWS S3 and with S3-compatible servers
 * (MinIO, R2, s3rver in tests) via `endpoint` and path-style addressing. A store may keep its keys under a prefix of
 * the bucket (the imports' uploads, docs/decisions/0273-import-uploads-in-object-storage.md); the photos have none.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config";
import { assertSafeKey, PhotoStorageError, storageCall, type ListedObject, type ObjectStore, type StoredObject } from "./photo-store";

export class S3PhotoStore implements ObjectStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  /** `prefix`: the part of the bucket this store's keys live in ("" for the photos, "imports/" for the uploads). */
  constructor(
    settings: S3Settings,
    private readonly prefix = "",
  ) {
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
      Key: this.prefix + key,
      Body: data,
      ContentType: contentType,
      ContentLength: data.length,
      CacheControl: "public, max-age=31536000, immutable",
    });
    await storageCall("put", () => this.client.send(put));
  }

  /**
   * One PUT whose body is sent as it is read, its length given up front, so the SDK neither buffers nor guesses it:
   * memory stays at the stream's chunks, and the object appears whole or not at all, with no half-done multipart
   * upload to clean up after a failure (an S3 PUT takes up to 5 GB; an import is at most 500 MB).
   */
  async putStream(key: string, body: Readable, size: number, contentType: string): Promise<void> {
    assertSafeKey(key);
    const put = new PutObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Body: body, ContentType: contentType, ContentLength: size });
    try {
      await storageCall("put", () => this.client.send(put));
    } finally {
      body.destroy();
    }
  }

  async list(): Promise<ListedObject[]> {
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const out = await storageCall("list", () =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken: token })),
      );
      for (const item of out.Contents ?? []) {
        const key = item.Key?.slice(this.prefix.length) ?? "";
        if (key && !key.includes("/")) listed.push({ key, modifiedAt: item.LastModified ?? new Date(0) });
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
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
    await storageCall("delete", () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key })));
  }

  /** Ends the client's keep-alive sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

/**
 * Helpers for photo tests: multipart bodies, the storage backends (disk and an S3-compatible server) and
 * a listing of what a backend holds, so "nothing stored" can be checked on both.
 */
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { TestClient, TestResponse } from "./client";
import { startS3Server, type S3TestServer } from "./s3-server";
import { createTestContext, type TestContext } from "./test-app";

export type Backend = "disk" | "s3";
export const BACKENDS: Backend[] = ["disk", "s3"];

export interface PhotoTestContext {
  ctx: TestContext;
  backend: Backend;
  /** The S3-compatible server of the s3 backend, to take it down and back (outage tests). */
  s3?: S3TestServer;
  /** Every key the storage holds, sorted. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function createPhotoTestContext(backend: Backend, env: Record<string, string> = {}): Promise<PhotoTestContext> {
  let s3: S3TestServer | undefined;
  if (backend === "s3") s3 = await startS3Server();
  const ctx = await createTestContext({ env: { ...env, ...s3?.env } });
  if (ctx.deps.storage.kind !== backend) throw new Error(`expected ${backend} storage, got ${ctx.deps.storage.kind}`);
  const s3Client = s3
    ? new S3Client({
        region: "us-east-1",
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      })
    : undefined;
  return {
    ctx,
    backend,
    s3,
    storedKeys: async () => {
      if (s3 && s3Client) {
        const out = await s3Client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
        return (out.Contents ?? []).map((o) => o.Key!).sort();
      }
      const root = path.join(ctx.dataDir, "photos");
      try {
        return readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
          .sort();
      } catch {
        return [];
      }
    },
    close: async () => {
      for (const store of [ctx.deps.storage, ctx.deps.importFiles] as { close?: () => void }[]) store.close?.();
      s3Client?.destroy();
      await ctx.close();
      await s3?.close();
    },
  };
}

export interface UploadFile {
  name: string;
  type?: string;
  bytes: Uint8Array;
}

export function uploadForm(files: UploadFile[], field = "files"): FormData {
  const form = new FormData();
  for (const f of files) form.append(field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? "image/jpeg" }));
  return form;
}

export function upload(client: TestClient, files: UploadFile[]): Promise<TestResponse> {
  return client.post("/api/uploads", uploadForm(files));
}

/** Uploads one small photo and answers its url. */
export async function uploadOne(client: TestClient, width = 640, height = 480): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#a0522d" } }).jpeg().toBuffer();
  const res = await upload(client, [{ name: "pot.jpg", bytes }]);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.data[0].url as string;
}

/** Reads a served image as bytes. */
export async function fetchImage(ctx: TestContext, url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await ctx.app.request(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

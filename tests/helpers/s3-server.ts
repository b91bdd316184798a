/**
 * An S3-compatible server on 127.0.0.1 (s3rver) in a temporary directory, for testing the S3 photo store
 * against real HTTP and the real AWS SDK, not a mock.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Settings for createTestContext({ env }). */
  env: Record<string, string>;
  /** Takes the server down (connections refused), keeping what it holds, as an outage would. */
  stop(): Promise<void>;
  /** Brings it back on the same address with the same objects. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "claybook-photos"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "claybook-s3-"));
  const create = (port: number) =>
    new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let server: S3rver | null = create(0);
  const info: AddressInfo = await server.run();
  const endpoint = `http://127.0.0.1:${info.port}`;
  const stop = async () => {
    if (!server) return;
    // The SDK keeps sockets alive; end them so close() does not wait for their idle timeout.
    server.httpServer?.closeAllConnections();
    await server.close();
    server = null;
  };
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop,
    restart: async () => {
      await stop();
      server = create(info.port);
      await server.run();
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

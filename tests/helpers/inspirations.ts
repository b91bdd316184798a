/** Shared by the inspiration API test files: the calls' path, a stored photo and a created inspiration. */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { photos } from "../../server/db/schema";
import type { TestClient } from "./client";
import type { TestContext } from "./test-app";

export const INSPIRATIONS_PATH = "/api/inspirations";

/** A stored photo of the user, as an upload would leave it (the photos area owns uploads). */
export async function insertPhoto(ctx: TestContext, userId: number): Promise<string> {
  const id = `${randomBytes(18).toString("base64url")}.png`;
  await ctx.db.insert(photos).values({ id, userId, contentType: "image/png", width: 10, height: 10, bytes: 100 });
  return `/api/photos/${id}`;
}

/** Posts an inspiration that must be accepted, answering the stored record. */
export async function createInspiration(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(INSPIRATIONS_PATH, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from "../../contract/app/page-bootstrap";
import { request } from "../lib/api";
import { seedFromPage } from "./page-bootstrap";

function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument("Claybook");
  const block = doc.createElement("script");
  block.id = PAGE_BOOTSTRAP_ID;
  block.type = "application/json";
  block.textContent = content;
  doc.head.append(block);
  return doc;
}

const user = { id: 7, email: "ines@example.com", firstName: "Ines" };
const trialStatus = { subscriptionTier: "free", daysRemaining: 30 };

describe("seedFromPage", () => {
  it("puts the page's user, preferences and trial status in the cache as fresh answers, once", () => {
    const client = new QueryClient();
    const doc = pageWith(JSON.stringify({ user, preferences: null, trialStatus } as unknown as PageBootstrap));
    seedFromPage(client, doc);
    expect(client.getQueryData(["auth", "user"])).toEqual(user);
    // null stands for the GET's 404: no preferences yet.
    expect(client.getQueryState(["preferences", "mine"])?.status).toBe("success");
    expect(client.getQueryData(["preferences", "mine"])).toBeNull();
    expect(client.getQueryData(["trial", "status"])).toEqual(trialStatus);
    expect(doc.getElementById(PAGE_BOOTSTRAP_ID)).toBeNull();
  });

  it("seeds a signed-out visitor as null and nothing else", () => {
    const client = new QueryClient();
    seedFromPage(client, pageWith(JSON.stringify({ user: null, preferences: null, trialStatus: null })));
    expect(client.getQueryState(["auth", "user"])?.status).toBe("success");
    expect(client.getQueryData(["auth", "user"])).toBeNull();
    expect(client.getQueryState(["preferences", "mine"])).toBeUndefined();
    expect(client.getQueryState(["trial", "status"])).toBeUndefined();
  });

  it("leaves the cache empty when the page has no bootstrap or a broken one, so the app asks the API", () => {
    const client = new QueryClient();
    seedFromPage(client, document.implementation.createHTMLDocument("Claybook"));
    seedFromPage(client, pageWith("{not json"));
    seedFromPage(client, pageWith("null"));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  describe("the first screen's reads (decision 0163)", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("answers each of them once from the page, and asks the API for anything else and for a second read", async () => {
      const answer = { data: [{ id: 3, name: "Moon jar" }] };
      const fetched: string[] = [];
      vi.stubGlobal("fetch", (url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response(JSON.stringify({ data: [] }), { headers: { "content-type": "application/json" } }));
      });
      seedFromPage(new QueryClient(), pageWith(JSON.stringify({ user, preferences: null, trialStatus, answers: { "/api/pieces?page=1&limit=20": answer } })));
      expect(await request("GET", "/api/pieces", { query: { page: 1, limit: 20 } })).toEqual(answer);
      expect(fetched).toEqual([]);
      expect(await request("GET", "/api/pieces", { query: { page: 1, limit: 20 } })).toEqual({ data: [] });
      expect(await request("GET", "/api/pieces", { query: { page: 2, limit: 20 } })).toEqual({ data: [] });
      expect(fetched).toEqual(["/api/pieces?page=1&limit=20", "/api/pieces?page=2&limit=20"]);
    });
  });
});

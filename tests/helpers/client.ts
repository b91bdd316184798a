/**
 * A small HTTP client over app.request() with a cookie jar, so API tests read like a potter's session.
 */
import type { User } from "../../contract/auth/schemas";
import type { TestContext } from "./test-app";

export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly ctx: TestContext,
    readonly headers: Record<string, string> = {},
  ) {}

  private storeCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Sends a raw request; `body` objects are sent as JSON. */
  async request<T = any>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<TestResponse<T>> {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) if (!headers.has(k)) headers.set(k, v);
    const cookie = this.cookieHeader();
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
    let payload: BodyInit | undefined = init.body ?? undefined;
    if (body !== undefined && payload === undefined) {
      if (body instanceof FormData || typeof body === "string" || body instanceof Uint8Array) {
        payload = body as BodyInit;
      } else {
        payload = JSON.stringify(body);
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
      }
    }
    const res = await this.ctx.app.request(path, { ...init, method, headers, body: payload });
    this.storeCookies(res);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("application/json") && text) {
      parsed = JSON.parse(text);
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  get<T = any>(path: string, init?: RequestInit) {
    return this.request<T>("GET", path, undefined, init);
  }
  post<T = any>(path: string, body?: unknown, init?: RequestInit) {
    return this.request<T>("POST", path, body, init);
  }
  patch<T = any>(path: string, body?: unknown, init?: RequestInit) {
    return this.request<T>("PATCH", path, body, init);
  }
  put<T = any>(path: string, body?: unknown, init?: RequestInit) {
    return this.request<T>("PUT", path, body, init);
  }
  delete<T = any>(path: string, init?: RequestInit) {
    return this.request<T>("DELETE", path, undefined, init);
  }
}

let counter = 0;

export const TEST_PASSWORD = "Glaze1234";

export function uniqueEmail(prefix = "potter"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface SignedInUser {
  client: TestClient;
  user: User;
  email: string;
  password: string;
}

/** Registers a new potter through the API; the client carries the session cookie. */
export async function signUp(
  ctx: TestContext,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<SignedInUser> {
  const client = new TestClient(ctx);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await client.post("/api/register", {
    firstName: overrides.firstName ?? "Maria",
    lastName: overrides.lastName ?? "Martinez",
    email,
    password,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { client, user: res.body as User, email, password };
}

export function anonymous(ctx: TestContext, headers: Record<string, string> = {}): TestClient {
  return new TestClient(ctx, headers);
}

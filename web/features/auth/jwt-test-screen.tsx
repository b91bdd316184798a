import { useCallback, useEffect, useState } from "react";
import { FormField } from "../../components/form-field";
import { PageContainer } from "../../components/page-container";
import { PasswordInput } from "../../components/password-input";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { getClientPlatform, type NativePlatform } from "../../lib/platform";
import type { SecureStoragePort } from "../../lib/native/plugins";
import type { NativeSession } from "../../lib/native/session";
import { AUTH_ENDPOINTS } from "../../../contract/auth/endpoints";
import { bearerCall, callLabel, createTestSession, nativeLogin, storagePort } from "./jwt-test-client";
import { StoredTokens, readStored, type StoredSnapshot } from "./jwt-test-stored";

interface LogLine {
  at: string;
  ok: boolean;
  text: string;
}

/**
 * /jwt-test (product.md#r36): shows what the native token storage holds and exercises it — a native login
 * (mobile headers), a refresh (rotation), a bearer call, a server logout and clearing the device.
 */
export default function JwtTestScreen() {
  const [platform, setPlatform] = useState<NativePlatform>(() => (getClientPlatform() === "android" ? "android" : "ios"));
  const [store, setStore] = useState<{ port: SecureStoragePort; kind: string; session: NativeSession } | null>(null);
  const [snapshot, setSnapshot] = useState<StoredSnapshot | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  useEffect(() => {
    let live = true;
    void storagePort().then(async ({ port, kind }) => {
      const session = createTestSession(port, platform);
      await session.restore();
      if (live) setStore({ port, kind, session });
    });
    return () => {
      live = false;
    };
  }, [platform]);

  const reload = useCallback(async () => {
    if (store) setSnapshot(await readStored(store.port));
  }, [store]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (label: string, action: (session: NativeSession) => Promise<string>) => {
    if (!store) return;
    setBusy(true);
    try {
      const detail = await action(store.session);
      setLog((lines) => [{ at: new Date().toLocaleTimeString(), ok: true, text: `${label}: ${detail}` }, ...lines].slice(0, 20));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setLog((lines) => [{ at: new Date().toLocaleTimeString(), ok: false, text: `${label} failed: ${message}` }, ...lines].slice(0, 20));
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const login = () =>
    run("Native login", async (session) => {
      const { answer, headerToken } = await nativeLogin(email, password, platform);
      await session.signIn(answer);
      return `signed in as ${answer.user.email}; X-Auth-Token ${headerToken === answer.accessToken ? "matches" : "missing"}`;
    });
  const refresh = () =>
    run("Refresh", async (session) => {
      await session.refresh();
      return "new access and refresh tokens stored";
    });
  const whoAmI = () =>
    run(callLabel(AUTH_ENDPOINTS.user), async (session) => {
      const token = await session.accessTokenForRequest();
      const user = await bearerCall<{ email: string }>(AUTH_ENDPOINTS.user, token, platform);
      return `bearer accepted for ${user.email}`;
    });
  const logout = () =>
    run("Logout", async (session) => {
      const token = await session.accessTokenForRequest();
      await session.logout((refreshToken) => bearerCall(AUTH_ENDPOINTS.logout, token, platform, refreshToken ? { refreshToken } : undefined));
      return "server told, device cleared";
    });
  const clear = () =>
    run("Clear", async (session) => {
      await session.clearAll();
      return "tokens and user removed from storage";
    });

  const disabled = busy || !store;
  return (
    <PageContainer className="grid max-w-2xl gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">JWT Token Storage Test</h1>
        <p className="text-sm text-muted-foreground">
          Signs in the way the native app does (X-Client-Type: mobile), keeps the tokens in {store?.kind ?? "storage"}, and
          refreshes them. Your browser session is not touched.
        </p>
      </header>

      <StoredTokens snapshot={snapshot} onReload={() => void reload()} />

      <Card>
        <CardHeader>
          <h2 data-slot="card-title" className="text-lg leading-tight font-semibold">Native login</h2>
          <CardDescription>{callLabel(AUTH_ENDPOINTS.login)} with the mobile client headers.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void login();
            }}
          >
            <FormField label="Email">
              <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <FormField label="Password">
              <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <fieldset className="flex flex-wrap items-center gap-3 text-sm">
              <legend className="sr-only">Client platform</legend>
              {(["ios", "android"] as const).map((p) => (
                <label key={p} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name="platform" value={p} checked={platform === p} onChange={() => setPlatform(p)} className="size-4 accent-primary" />
                  X-Client-Platform: {p}
                </label>
              ))}
            </fieldset>
            <Button type="submit" disabled={disabled || !email || !password}>
              Log In as Native Client
            </Button>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 data-slot="card-title" className="text-lg leading-tight font-semibold">Exercise the tokens</h2>
        </CardHeader>
        <CardContent className="grid gap-2 sm:grid-cols-2">
          <Button variant="secondary" disabled={disabled} onClick={() => void refresh()}>
            Refresh Tokens
          </Button>
          <Button variant="secondary" disabled={disabled} onClick={() => void whoAmI()}>
            Call {AUTH_ENDPOINTS.user.path} with Bearer
          </Button>
          <Button variant="outline" disabled={disabled} onClick={() => void logout()}>
            Log Out (server and device)
          </Button>
          <Button variant="outline" disabled={disabled} onClick={() => void clear()}>
            Clear Stored Tokens
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="jwt-log" className="grid gap-2">
        <h2 id="jwt-log" className="text-lg font-semibold">
          Log
        </h2>
        {log.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>
        ) : (
          <ol aria-live="polite" className="grid gap-1 text-sm">
            {log.map((line, i) => (
              <li key={`${line.at}-${i}`} className={line.ok ? "text-foreground" : "text-destructive"}>
                <span className="text-muted-foreground">{line.at}</span> {line.text}
              </li>
            ))}
          </ol>
        )}
      </section>
    </PageContainer>
  );
}

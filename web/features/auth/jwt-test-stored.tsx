import { useEffect, useState, type ReactNode } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import type { SecureStoragePort } from "../../lib/native/plugins";
import { STORAGE_KEYS } from "../../lib/native/secure-store";
import { decodeJwt } from "./jwt-test-client";

export interface StoredSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  user: string | null;
  loggedOutAt: string | null;
}

export async function readStored(port: SecureStoragePort): Promise<StoredSnapshot> {
  const [accessToken, refreshToken, expiresAt, user, loggedOutAt] = await Promise.all([
    port.get(STORAGE_KEYS.accessToken),
    port.get(STORAGE_KEYS.refreshToken),
    port.get(STORAGE_KEYS.expiresAt),
    port.get(STORAGE_KEYS.user),
    port.get(STORAGE_KEYS.loggedOutAt),
  ]);
  const expiry = expiresAt === null ? null : Number(expiresAt);
  return { accessToken, refreshToken, expiresAt: Number.isFinite(expiry) ? expiry : null, user, loggedOutAt };
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const short = (token: string) => `${token.slice(0, 12)}…${token.slice(-6)}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] items-baseline gap-2 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-all">{children}</dd>
    </div>
  );
}

/** What the storage holds right now, with the access token's remaining life ticking down. */
export function StoredTokens({ snapshot, onReload }: { snapshot: StoredSnapshot | null; onReload: () => void }) {
  const now = useNow();
  const claims = decodeJwt(snapshot?.accessToken ?? null);
  const remaining = snapshot?.expiresAt ? Math.round((snapshot.expiresAt - now) / 1000) : null;
  let userEmail: string | null = null;
  try {
    userEmail = snapshot?.user ? String((JSON.parse(snapshot.user) as { email?: unknown }).email ?? "") : null;
  } catch {
    userEmail = "(corrupt)";
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <h2 data-slot="card-title" className="text-lg leading-tight font-semibold">Stored tokens</h2>
        <Button variant="ghost" size="sm" onClick={onReload}>
          Reload
        </Button>
      </CardHeader>
      <CardContent>
        {snapshot === null ? (
          <p className="text-sm text-muted-foreground">Reading storage...</p>
        ) : (
          <dl className="text-sm" data-testid="stored-tokens">
            <Row label="Access token">
              {snapshot.accessToken ? <Badge>Present</Badge> : <Badge variant="secondary">None</Badge>}{" "}
              {snapshot.accessToken ? <code>{short(snapshot.accessToken)}</code> : null}
            </Row>
            <Row label="Expires">
              {snapshot.expiresAt
                ? `${new Date(snapshot.expiresAt).toLocaleTimeString()} (${remaining !== null && remaining > 0 ? `${remaining} s left` : "expired"})`
                : "—"}
            </Row>
            <Row label="Refresh token">
              {snapshot.refreshToken ? <Badge>Present</Badge> : <Badge variant="secondary">None</Badge>}{" "}
              {snapshot.refreshToken ? <code>{short(snapshot.refreshToken)}</code> : null}
            </Row>
            <Row label="User">{userEmail || "—"}</Row>
            <Row label="Token subject">{claims ? `user ${String(claims.sub)}` : "—"}</Row>
            <Row label="Logged out at">{snapshot.loggedOutAt ? new Date(Number(snapshot.loggedOutAt)).toLocaleString() : "—"}</Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

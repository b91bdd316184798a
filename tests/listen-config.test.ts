/**
 * HOST (docs/decisions/0183-listen-address.md) and the tests' push host (docs/decisions/0180-push-endpoints-and-outbound-guard.md)
 * as server/config.ts reads them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-listen-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (extra: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40), TOKEN_SECRET: "t".repeat(40), ...extra }, { readDotEnv: false });

describe("HOST", () => {
  it("is 127.0.0.1 unless set, in development and tests", () => {
    expect(load({}).host).toBe("127.0.0.1");
    expect(load({ NODE_ENV: "development" }).host).toBe("127.0.0.1");
    expect(load({ NODE_ENV: "test", HOST: "" }).host).toBe("127.0.0.1");
  });

  it("is 0.0.0.0 in production unless set", () => {
    expect(load({ NODE_ENV: "production" }).host).toBe("0.0.0.0");
    expect(load({ NODE_ENV: "production", HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
  });

  it("takes an address or a host name, and refuses anything else", () => {
    for (const good of ["0.0.0.0", "192.168.1.20", "::", "::1", "claybook.local"]) expect(load({ HOST: good }).host).toBe(good);
    for (const bad of ["http://0.0.0.0", "0.0.0.0:3000", "my host", "-x"]) {
      expect(() => load({ HOST: bad }), bad).toThrow("HOST must be an address to listen on, such as 127.0.0.1 or 0.0.0.0");
    }
  });
});

describe("CLAYBOOK_TEST_PUSH_HOST", () => {
  it("is honoured only with NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1", () => {
    expect(load({ NODE_ENV: "test", CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_PUSH_HOST: "127.0.0.1" }).pushTestHosts).toEqual(["127.0.0.1"]);
    expect(load({ NODE_ENV: "test", CLAYBOOK_TEST_PUSH_HOST: "127.0.0.1" }).pushTestHosts).toEqual([]);
    expect(load({ NODE_ENV: "production", CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_PUSH_HOST: "127.0.0.1" }).pushTestHosts).toEqual([]);
    expect(load({ NODE_ENV: "development", CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_PUSH_HOST: "127.0.0.1" }).pushTestHosts).toEqual([]);
  });
});

describe("CLAYBOOK_TEST_IMPORTS_ELSEWHERE", () => {
  it("is honoured only with NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1", () => {
    expect(load({ NODE_ENV: "test", CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "1" }).testImportsElsewhere).toBe(true);
    expect(load({ NODE_ENV: "test", CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "1" }).testImportsElsewhere).toBe(false);
    expect(load({ NODE_ENV: "production", CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "1" }).testImportsElsewhere).toBe(false);
    expect(load({ NODE_ENV: "development", CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "1" }).testImportsElsewhere).toBe(false);
  });
});

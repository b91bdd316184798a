/**
 * The guard on the server's push connections (docs/decisions/0180-push-endpoints-and-outbound-guard.md): which
 * addresses it refuses, that every address of a host is checked, and that a known push service's host resolving to
 * a private address is refused at send time before any connection (a stub resolver stands for DNS).
 */
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { checkedAddresses, isAllowedAddress, RefusedAddressError, type Resolve } from "./address-guard";
import { createWebPushSender } from "./push-sender";

const to = (...addresses: string[]): Resolve => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("the addresses a push may go to", () => {
  it.each([
    "127.0.0.1", "127.8.9.10", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.254", "192.168.0.1", "169.254.169.254",
    "0.0.0.0", "100.64.0.1", "224.0.0.1", "255.255.255.255", "::", "::1", "fe80::1", "fc00::1", "fd00:1234::1", "ff02::1",
    "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.1.2.3", "::ffff:c0a8:101", "64:ff9b::a00:1", "2002:c0a8:0101::1",
  ])("refuses %s", (address) => {
    expect(isAllowedAddress(address)).toBe(false);
  });

  it.each(["142.250.74.10", "172.15.255.255", "172.32.0.1", "192.169.0.1", "2a00:1450:4007:80f::200a", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isAllowedAddress(address)).toBe(true);
  });

  it("allows loopback only when asked (the tests' fake service), and never a private range even then", () => {
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::1", true)).toBe(true);
    expect(isAllowedAddress("10.0.0.1", true)).toBe(false);
    expect(isAllowedAddress("192.168.1.1", true)).toBe(false);
  });

  it("checks every address of a host, and a literal address without asking DNS", async () => {
    await expect(checkedAddresses("fcm.googleapis.com", { resolve: to("142.250.74.10") })).resolves.toEqual([{ address: "142.250.74.10", family: 4 }]);
    await expect(checkedAddresses("fcm.googleapis.com", { resolve: to("142.250.74.10", "10.0.0.9") })).rejects.toBeInstanceOf(RefusedAddressError);
    const never: Resolve = () => Promise.reject(new Error("DNS was asked"));
    await expect(checkedAddresses("[::1]", { resolve: never })).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(checkedAddresses("192.168.1.1", { resolve: never })).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it("gives up on a resolver that does not answer", async () => {
    const silent: Resolve = () => new Promise(() => {});
    await expect(checkedAddresses("fcm.googleapis.com", { resolve: silent, timeoutMs: 20 })).rejects.toThrow(/took longer than 20 ms/);
  });
});

describe("sending a push", () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:support@claybook.app" };
  const target = (endpoint: string) => ({ endpoint, keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" } });

  it("refuses a known push service's host that resolves to a private address, before connecting", async () => {
    const sender = createWebPushSender(vapid, { resolve: to("10.20.30.40") });
    await expect(sender.send(target("https://fcm.googleapis.com/fcm/send/abc"), "{}")).rejects.toBeInstanceOf(RefusedAddressError);
    const rebound = createWebPushSender(vapid, { resolve: to("169.254.169.254") });
    await expect(rebound.send(target("https://web.push.apple.com/abc"), "{}")).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it("never connects to an endpoint that is not a known push service: it answers gone, so the row is removed", async () => {
    const asked: string[] = [];
    const sender = createWebPushSender(vapid, {
      resolve: async (host) => {
        asked.push(host);
        return [{ address: "142.250.74.10", family: 4 }];
      },
    });
    expect(await sender.send(target("https://192.168.1.20/push/x"), "{}")).toBe("gone");
    expect(await sender.send(target("https://push.example.com/x"), "{}")).toBe("gone");
    expect(asked).toEqual([]);
  });
});

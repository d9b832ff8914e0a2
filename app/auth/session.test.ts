// The login flow of SPEC §4, with the identity provider and the platform replaced by fakes.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#app/api/errors.ts";
import type { Account } from "#app/api/contract/account.ts";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { kari, karisAccount } from "#tests/fixtures/signed-in-user.ts";

const identity = vi.hoisted(() => ({
  hasSession: vi.fn(),
  isLoggedIn: vi.fn(),
  clearCachedSession: vi.fn(async () => {}),
}));
vi.mock("./identity.ts", () => identity);

const platform = vi.hoisted(() => ({ call: vi.fn(), startKeptRead: vi.fn() }));
vi.mock("#app/api/client.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/api/client.ts")>()),
  call: platform.call,
  startKeptRead: platform.startKeptRead,
}));

const { invalidateSession, loadSession, SESSION_CACHE_MS } = await import("./session.ts");

const user = kari;
const account: Account = { ...karisAccount, birthdate: null };
const subscription = { ariaPlanID: "C-DIGITAL-DIGITAL", planName: "Digital" } as Subscription;

/** The platform as a table of answers per endpoint. */
function platformAnswers(answers: Record<string, unknown[]>) {
  platform.call.mockImplementation(async (name: string) => {
    const queue = answers[name];
    if (!queue || queue.length === 0) throw new Error(`unexpected call ${name}`);
    const next = queue.shift();
    if (next instanceof Error) throw next;
    return next;
  });
}

beforeEach(async () => {
  vi.useRealTimers();
  identity.hasSession.mockReset();
  identity.isLoggedIn.mockReset();
  platform.call.mockReset();
  platform.startKeptRead.mockReset();
  await invalidateSession({ broadcast: false });
});

describe("loadSession (SPEC §4 login flow)", () => {
  it("is anonymous when nobody is signed in at the identity provider", async () => {
    identity.hasSession.mockResolvedValue(null);
    await expect(loadSession()).resolves.toEqual({ status: "anonymous" });
    expect(platform.call).not.toHaveBeenCalled();
  });

  it("reads the session, then the account by identity id, then the subscription by account and title", async () => {
    identity.hasSession.mockResolvedValue(user);
    platformAnswers({ getAccount: [account], getSubscription: [subscription] });
    const titleAccount = { accountNo: "40527391", titleCode: "SBX" };
    await expect(loadSession()).resolves.toEqual({
      status: "signed-in",
      user,
      account,
      titleAccount,
      subscription,
    });
    expect(platform.call.mock.calls.map(([name, input]) => [name, input])).toEqual([
      ["getAccount", { params: { id: 10000003 } }],
      ["getSubscription", { params: { accountNo: "40527391", titleCode: "SBX" } }],
    ]);
  });

  it("starts the screen's account reads beside the subscription call, not after it", async () => {
    identity.hasSession.mockResolvedValue(user);
    const order: string[] = [];
    platform.startKeptRead.mockImplementation((read: string) => order.push(`start ${read}`));
    platform.call.mockImplementation(async (name: string) => {
      order.push(name);
      return name === "getAccount" ? account : subscription;
    });
    await loadSession({ alongside: ["getInvoices", "getFamily"] });
    expect(order).toEqual(["getAccount", "start getInvoices", "start getFamily", "getSubscription"]);
    expect(platform.startKeptRead).toHaveBeenCalledWith("getInvoices", {
      accountNo: "40527391",
      titleCode: "SBX",
    });
  });

  it("acting for someone (the platform's cookie says so): their account and subscription, no early reads", async () => {
    identity.hasSession.mockResolvedValue(user);
    const arnes = { ...account, ariaAccountNo: "40644018", spidId: 10000004 };
    const acting = {
      grantId: "fm-1",
      name: "Arne Solberg",
      rights: ["see"],
      validUntil: "2027-11-25",
      account: arnes,
    };
    platformAnswers({ getAccount: [account], getActing: [acting], getSubscription: [subscription] });
    document.cookie = "minside_fullmakt=1; path=/";
    try {
      const session = await loadSession({ alongside: ["getInvoices"] });
      // The account on this title is the one helped's: every screen's calls are about her.
      expect(session).toEqual({
        status: "signed-in",
        user,
        account: arnes,
        titleAccount: { accountNo: "40644018", titleCode: "SBX" },
        subscription,
        acting,
      });
      expect(platform.call.mock.calls.map(([name, input]) => [name, input])).toEqual([
        ["getAccount", { params: { id: 10000003 } }],
        ["getActing", {}],
        ["getSubscription", { params: { accountNo: "40644018", titleCode: "SBX" } }],
      ]);
      expect(platform.startKeptRead).not.toHaveBeenCalled();
    } finally {
      document.cookie = "minside_fullmakt=; path=/; max-age=0";
    }
  });

  it("creates the account when there is none: balance 0, the identity id, this title first", async () => {
    identity.hasSession.mockResolvedValue(user);
    platformAnswers({
      getAccount: [new ApiError("getAccount", "http", 404, "Ingen konto"), account],
      createAccount: [{ ariaAccountNo: "40527391" }],
      getSubscription: [null],
    });
    const session = await loadSession();
    expect(session).toMatchObject({ status: "signed-in", account, subscription: null });
    expect(platform.call).toHaveBeenCalledWith(
      "createAccount",
      { body: { accountBalance: 0, spidId: 10000003, firstTitleCode: "SBX" } },
      { unauthorized: "sign-in" },
    );
  });

  it("keeps the answer for 5 minutes, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    identity.hasSession.mockResolvedValue(user);
    platformAnswers({ getAccount: [account, account], getSubscription: [subscription, subscription] });
    await loadSession();
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS - 1000);
    await loadSession();
    expect(identity.hasSession).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2000);
    await loadSession();
    expect(identity.hasSession).toHaveBeenCalledTimes(2);
  });

  it("forgets the answer on logout or a change of session", async () => {
    identity.hasSession.mockResolvedValue(user);
    platformAnswers({ getAccount: [account, account], getSubscription: [subscription, subscription] });
    await loadSession();
    await invalidateSession({ broadcast: false });
    await loadSession();
    expect(identity.hasSession).toHaveBeenCalledTimes(2);
    expect(identity.clearCachedSession).toHaveBeenCalled();
  });

  it("on a failure asks the identity provider: anonymous when it says nobody is logged in", async () => {
    identity.hasSession.mockResolvedValue(user);
    platformAnswers({ getAccount: [new ApiError("getAccount", "http", 503, "Nede")] });
    identity.isLoggedIn.mockResolvedValue(false);
    await expect(loadSession()).resolves.toEqual({ status: "anonymous" });
  });

  it("on a failure while logged in, passes the error on (the page offers a retry) and keeps nothing", async () => {
    identity.hasSession.mockResolvedValue(user);
    platformAnswers({
      getAccount: [new ApiError("getAccount", "http", 503, "Nede"), account],
      getSubscription: [subscription],
    });
    identity.isLoggedIn.mockResolvedValue(true);
    await expect(loadSession()).rejects.toMatchObject({ status: 503 });
    await expect(loadSession()).resolves.toMatchObject({ status: "signed-in" });
  });

  describe("where the account waits (the student verification, docs/decisions/036)", () => {
    const noAccount = () => new ApiError("getAccount", "http", 404, "Ingen konto");

    it("a signed-in user without an account is 'no-account', and no account is created", async () => {
      identity.hasSession.mockResolvedValue(user);
      platformAnswers({ getAccount: [noAccount()] });
      await expect(loadSession({ account: "wait" })).resolves.toEqual({ status: "no-account", user });
      expect(platform.call.mock.calls.map(([name]) => name)).toEqual(["getAccount"]);
      // Kept: the next screen where it waits, and the header's quiet check, ask nothing again.
      await expect(loadSession({ account: "wait" })).resolves.toMatchObject({ status: "no-account" });
      await expect(loadSession({ quiet: true })).resolves.toMatchObject({ status: "no-account" });
      expect(platform.call).toHaveBeenCalledTimes(1);
    });

    it("a screen that needs the account (the front page) then creates it: no dead end", async () => {
      identity.hasSession.mockResolvedValue(user);
      platformAnswers({
        getAccount: [noAccount(), noAccount(), account],
        createAccount: [{ ariaAccountNo: "40527391" }],
        getSubscription: [null],
      });
      await expect(loadSession({ account: "wait" })).resolves.toMatchObject({ status: "no-account" });
      await expect(loadSession()).resolves.toEqual({
        status: "signed-in",
        user,
        account,
        titleAccount: { accountNo: "40527391", titleCode: "SBX" },
        subscription: null,
      });
      expect(platform.call.mock.calls.map(([name]) => name)).toEqual([
        "getAccount",
        "getAccount",
        "createAccount",
        "getAccount",
        "getSubscription",
      ]);
      // Now kept with the account, also where it would wait.
      await expect(loadSession({ account: "wait" })).resolves.toMatchObject({ status: "signed-in" });
      expect(platform.call).toHaveBeenCalledTimes(5);
    });

    it("a user with an account is signed in as usual where the account waits", async () => {
      identity.hasSession.mockResolvedValue(user);
      platformAnswers({ getAccount: [account], getSubscription: [subscription] });
      await expect(loadSession({ account: "wait" })).resolves.toEqual({
        status: "signed-in",
        user,
        account,
        titleAccount: { accountNo: "40527391", titleCode: "SBX" },
        subscription,
      });
      // An answer with the account does for every screen.
      await expect(loadSession()).resolves.toMatchObject({ status: "signed-in" });
      expect(platform.call).toHaveBeenCalledTimes(2);
    });
  });
});

// @vitest-environment node
// The longest names a power of attorney holds, written and read back: the subscriber's and the
// helper's full names (given and family name at the most an account takes, with a space between) and
// the helper's name as the subscriber writes it (HELPER_NAME_MAX characters, each a letter and a
// combining accent: two code units a character). Every fullmakt call that answers one answers it
// whole, as written: a reply counts characters as the request that wrote them did.
import { describe, expect, it } from "vitest";
import { HELPER_NAME_MAX } from "#app/domain/helper-rights.ts";
import { characterCount } from "#app/domain/text.ts";
import { accountNo, data, fixed, outbox, signedIn, type Browser } from "#scripts/dev-backend/test-support.ts";

/** At the most an account's name takes; PUT account and the account it answers count alike. */
const ACCOUNT_NAME_MAX = 100;
/** The longest name the account takes, written with combining accents: more code units than characters. */
const longName = (start: string) => start + "a\u0301".repeat(ACCOUNT_NAME_MAX - start.length);
const kari = { given: longName("Kari"), family: longName("Nordmann") };
const marius = { given: longName("Marius"), family: longName("Dahl") };
const karisName = `${kari.given} ${kari.family}`;
const mariusName = `${marius.given} ${marius.family}`;
/** "é" as e and a combining acute accent: one character, two code units. */
const helperName = "e\u0301".repeat(HELPER_NAME_MAX);

async function rename(browser: Browser, personaId: string, name: { given: string; family: string }) {
  const body = { ariaAccountNo: accountNo(personaId), givenName: name.given, familyName: name.family };
  await data(await browser.call("modifyAccount", { body }));
}

describe("the longest names, both ways", () => {
  it("are written, and read back whole by every fullmakt call that answers them", async () => {
    expect(characterCount(karisName)).toBe(2 * ACCOUNT_NAME_MAX + 1);
    expect([characterCount(helperName), helperName.length]).toEqual([HELPER_NAME_MAX, 2 * HELPER_NAME_MAX]);
    const s = fixed();
    const { browser: karis } = await signedIn("subscriber", s);
    await rename(karis, "subscriber", kari);
    const { browser: mariuss } = await signedIn("former-subscriber", s);
    await rename(mariuss, "former-subscriber", marius);
    // The account reads back as written.
    const read = await data<{ givenName: string; familyName: string }>(
      await karis.call("getAccount", { params: { id: 10000003 } }),
    );
    expect([read.givenName, read.familyName]).toEqual([kari.given, kari.family]);

    const invitation = {
      ...{ titleCode: "ADR", name: helperName, email: "marius.dahl@example.no", phoneNumber: null },
      ...{ rights: ["see"], validUntil: "2027-06-30" },
    };
    const invited = await data<{ id: string; name: string }>(
      await karis.call("inviteHelper", { body: invitation }),
    );
    expect(invited.name).toBe(helperName);
    const message = (await outbox(karis)).find((m) => m.recipient === "marius.dahl@example.no");
    expect(message?.text.startsWith(`${karisName} vil at du skal hjelpe til`)).toBe(true);
    const code = message!.text.match(/kode=([\w-]+)/)![1]!;

    const lookup = await data<{ grantorName: string }>(
      await mariuss.call("getFullmaktInvitation", { params: { code } }),
    );
    expect(lookup.grantorName).toBe(karisName);
    const accepted = await data<{ grantorName: string }>(
      await mariuss.call("acceptFullmakt", { body: { code, titleCode: "ADR" } }),
    );
    expect(accepted.grantorName).toBe(karisName);

    const { helpers } = await data<{ helpers: Array<{ id: string; name: string; acceptedBy?: string }> }>(
      await karis.call("getFullmakt", { params: { titleCode: "ADR" } }),
    );
    expect(helpers.find((g) => g.id === invited.id)).toMatchObject({
      name: helperName,
      acceptedBy: mariusName,
    });
    const { helping } = await data<{ helping: Array<{ id: string; name: string }> }>(
      await mariuss.call("getFullmakt", { params: { titleCode: "ADR" } }),
    );
    expect(helping.find((g) => g.id === invited.id)?.name).toBe(karisName);

    const set = await data<{ name: string; account: { givenName: string; familyName: string } }>(
      await mariuss.call("setActing", { body: { grantId: invited.id } }),
    );
    const got = await data<typeof set>(await mariuss.call("getActing"));
    for (const acting of [set, got])
      expect(acting).toMatchObject({
        name: karisName,
        account: { givenName: kari.given, familyName: kari.family },
      });
  });
});

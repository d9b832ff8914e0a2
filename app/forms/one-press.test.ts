// The second click of a double click acts only on what the first one pressed: when the page moved on
// between the two, what is under the pointer now is left alone.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onePressPerDoubleClick } from "./one-press.ts";

/** A mouse press as the browser reports it: mousedown, then click, with the click count. */
function press(target: Element, count: number) {
  const down = new MouseEvent("mousedown", { bubbles: true, cancelable: true, detail: count });
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, detail: count });
  target.dispatchEvent(down);
  target.dispatchEvent(click);
  return { down, click };
}

describe("one press per double click", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = onePressPerDoubleClick(document);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it("lets both clicks of a double click reach the button the reader pressed", () => {
    const button = document.createElement("button");
    const pressedTimes = vi.fn();
    button.addEventListener("click", pressedTimes);
    document.body.append(button);
    press(button, 1);
    const second = press(button, 2);
    expect(pressedTimes).toHaveBeenCalledTimes(2);
    expect(second.click.defaultPrevented).toBe(false);
  });

  it("leaves the next step's link alone when the first click drew it under the pointer", () => {
    const send = document.createElement("button");
    send.addEventListener("click", () => {
      // The send's answer: the next step, with a link back where the button was.
      const back = document.createElement("a");
      back.href = "?epost=nora%40student.uib.no";
      back.textContent = "Skrev du feil e-postadresse? Bruk en annen.";
      document.body.replaceChildren(back);
    });
    document.body.append(send);
    press(send, 1);
    const back = document.querySelector("a")!;
    const followed = vi.fn();
    back.addEventListener("click", followed);
    const second = press(back, 2);
    expect(followed).not.toHaveBeenCalled();
    expect(second.click.defaultPrevented).toBe(true);
    // Nor does the second press take focus there.
    expect(second.down.defaultPrevented).toBe(true);
  });

  it("takes a new single click anywhere as a new press", () => {
    const first = document.createElement("button");
    const other = document.createElement("a");
    other.href = "/historikk";
    const followed = vi.fn();
    other.addEventListener("click", followed);
    document.body.append(first, other);
    press(first, 1);
    press(other, 1);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it("listens once, however often the shell asks", () => {
    // React runs the shell's effect twice in development; the second asks for nothing more.
    const again = onePressPerDoubleClick(document);
    const link = document.createElement("a");
    link.href = "/";
    const followed = vi.fn();
    link.addEventListener("click", followed);
    document.body.append(link);
    press(link, 1);
    press(link, 2);
    expect(followed).toHaveBeenCalledTimes(2);
    again();
  });

  it("leaves keyboard presses (no click count) alone", () => {
    const link = document.createElement("a");
    link.href = "/";
    const followed = vi.fn();
    link.addEventListener("click", followed);
    document.body.append(link);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
    expect(followed).toHaveBeenCalledTimes(1);
  });
});

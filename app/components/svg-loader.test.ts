import { afterEach, describe, expect, it, vi } from "vitest";
// happy-dom answers "" for Node.prototype's nodeName and defines the real one on each subclass;
// DOMPurify (like a browser allows) reads Node.prototype's getter, so without this every element
// looks nameless to it here. Browsers define nodeName on Node.prototype: the shim only makes the test
// DOM behave like them, before DOMPurify is imported.
vi.hoisted(() => {
  const names: Record<number, string> = { 3: "#text", 4: "#cdata-section", 8: "#comment", 9: "#document" };
  Object.defineProperty(Node.prototype, "nodeName", {
    configurable: true,
    get(this: Node) {
      if (this.nodeType === 1) return (this as Element).tagName;
      if (this.nodeType === 11) return "#document-fragment";
      return names[this.nodeType] ?? "";
    },
  });
});

import { loadSvg, sanitiseSvg, SVG_INVALID_ERROR, SVG_LOAD_ERROR } from "./svg-loader.ts";

const answer = (status: number, body: string) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(status === 204 ? null : body, { status }));

afterEach(() => vi.restoreAllMocks());

describe("inline SVG loader (SPEC §7, §8)", () => {
  it("fetches by GET and answers the SVG", async () => {
    const fetch = answer(200, '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    const markup = await loadSvg("/logos/sandbox.svg");
    expect(fetch).toHaveBeenCalledWith("/logos/sandbox.svg", expect.objectContaining({ method: "GET" }));
    expect(markup).toContain("<circle");
  });

  it.each([404, 500, 199])('"Error loading SVG" on status %i', async (status) => {
    answer(status === 199 ? 500 : status, "<svg></svg>");
    await expect(loadSvg("/x.svg")).rejects.toThrow(SVG_LOAD_ERROR);
  });

  it('"Loaded file is not valid SVG" without an svg element', async () => {
    answer(200, "<html><body>Not here</body></html>");
    await expect(loadSvg("/x.svg")).rejects.toThrow(SVG_INVALID_ERROR);
  });

  it("a <script> and an onload in the SVG never reach the page", async () => {
    answer(
      200,
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
        '<rect width="1" height="1" onclick="alert(3)"/><script>alert(2)</script></svg>',
    );
    const markup = await loadSvg("/x.svg");
    expect(markup).toContain("<rect");
    expect(markup).not.toMatch(/script|onload|onclick|alert/i);
  });

  it("sanitising answers null when nothing of an svg is left", () => {
    expect(sanitiseSvg("<script>alert(1)</script>")).toBeNull();
  });
});

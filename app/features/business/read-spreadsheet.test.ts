import writeXlsxFile, { type SheetData } from "write-excel-file/universal";
import { describe, expect, it } from "vitest";
import { readSpreadsheet } from "./read-spreadsheet.ts";

const xlsx = async (rows: SheetData) =>
  new File([await (await writeXlsxFile(rows).toBlob()).arrayBuffer()], "ansatte.xlsx");

describe("readSpreadsheet", () => {
  it("reads the first column of an .xlsx made with the writer, heading and empty rows skipped", async () => {
    const file = await xlsx([
      [{ value: "E-post" }],
      [{ value: "a@moebygg.no" }],
      [null],
      [{ value: "ikke en adresse" }],
    ]);
    await expect(readSpreadsheet(file)).resolves.toEqual({
      kind: "ok",
      sheet: {
        headerRow: true,
        emptyRows: [3],
        candidates: [
          { address: "a@moebygg.no", row: 2 },
          { address: "ikke en adresse", row: 4 },
        ],
      },
    });
  });

  it("reads a .csv without a library, and refuses other files or a broken workbook", async () => {
    const csv = new File(["a@moebygg.no;A\nb@moebygg.no;B\n"], "liste.csv", { type: "text/csv" });
    const read = await readSpreadsheet(csv);
    expect(read.kind === "ok" && read.sheet.candidates.map((c) => c.address)).toEqual([
      "a@moebygg.no",
      "b@moebygg.no",
    ]);
    await expect(readSpreadsheet(new File(["x"], "liste.pdf"))).resolves.toEqual({ kind: "unsupported" });
    await expect(readSpreadsheet(new File(["ikke zip"], "liste.xlsx"))).resolves.toEqual({
      kind: "unreadable",
    });
  });
});

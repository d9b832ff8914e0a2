// A file answer (a document's PDF) may name itself from what the handler read — a receipt is filed
// under the invoice it paid, which its path does not hold — rather than from the path alone
// (the contract's `fileName`). The name travels beside the bytes, which stay what the contract says.
const NAMES = new WeakMap<Uint8Array, string>();

/** The bytes, remembered with the name the browser should save them under. */
export function namedFile(bytes: Uint8Array, name: string): Uint8Array {
  NAMES.set(bytes, name);
  return bytes;
}

/** The name a handler gave the file, if it gave one. */
export const fileNameOf = (bytes: Uint8Array): string | undefined => NAMES.get(bytes);

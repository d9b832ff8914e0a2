// A double click is one press to the reader who makes it. When its first click moves the page on (a
// form sent, the next step drawn), its second lands on whatever is under the pointer now — on the
// student code step, the link back to the e-mail step sat where "Send kode" was, and following it
// undid the send. So the second press of a double click counts only on what the first one pressed:
// on anything else it does nothing, neither moving focus (mousedown) nor acting (click).
// Every form of the intent kit (./use-intent-form.tsx) starts it, for the document's lifetime: a send
// is what moves a page on under the pointer. (Not the shell: no open page has room for it before it
// is interactive, ADR 062.)

const TYPES = ["mousedown", "click"] as const;
const guarded = new WeakSet<Document>();

/** Listens on `doc` (capture, before the page sees the press), once per document; answers the stop (tests). */
export function onePressPerDoubleClick(doc: Document): () => void {
  if (guarded.has(doc)) return () => {};
  guarded.add(doc);
  let pressed: EventTarget | null = null;
  const onPress = (event: MouseEvent) => {
    if (event.detail > 1 && event.target !== pressed) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else pressed = event.target;
  };
  for (const type of TYPES) doc.addEventListener(type, onPress, true);
  return () => {
    guarded.delete(doc);
    for (const type of TYPES) doc.removeEventListener(type, onPress, true);
  };
}

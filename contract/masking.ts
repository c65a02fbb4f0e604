/** A name shows only its last character (张伟 → *伟, ZHANG/WEI → *********I): enough to recognise, not to learn. */
export function maskName(name: string): string {
  return name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`;
}

/** A document number keeps its first 3 and last 4 characters (the ID-card habit at Chinese counters). */
export function maskDocumentNo(documentNo: string): string {
  return documentNo.length <= 7
    ? `${documentNo.slice(0, 1)}${'*'.repeat(Math.max(documentNo.length - 1, 0))}`
    : `${documentNo.slice(0, 3)}${'*'.repeat(documentNo.length - 7)}${documentNo.slice(-4)}`;
}

/**
 * A person's name as shown to anyone who might not be that person: its first character stays, every other
 * letter becomes one '*' (张伟 → 张*, 欧阳娜娜 → 欧***, LI NA → L* **); the '/' and spaces of a Latin
 * name (SURNAME/GIVEN) stay so its shape reads as a name. Why the first character: a Chinese name (and a ticketed
 * SURNAME/GIVEN name) starts with the surname, which is how an airline's counter, call centre and itinerary
 * address a traveller (张先生/张女士), so the traveller recognises their own booking; the given name is what
 * singles out one person among the many who share a surname, so it is what stays hidden. A one-character
 * name would be wholly shown, so it is hidden whole. Every place that masks a name uses this one rule.
 */
export function maskName(name: string): string {
  const [first = '', ...rest] = Array.from(name.trim());
  if (rest.length === 0) return first ? '*' : '';
  return `${first}${rest.map((letter) => (letter === '/' || letter === ' ' ? letter : '*')).join('')}`;
}

/** A document number keeps its first 3 and last 4 characters (the ID-card habit at Chinese counters). */
export function maskDocumentNo(documentNo: string): string {
  return documentNo.length <= 7
    ? `${documentNo.slice(0, 1)}${'*'.repeat(Math.max(documentNo.length - 1, 0))}`
    : `${documentNo.slice(0, 3)}${'*'.repeat(documentNo.length - 7)}${documentNo.slice(-4)}`;
}

const HOME = '/';
const MAX_DECODING_LAYERS = 5;
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * The `path` query parameter after login, followed only when it is a path of this site.
 * Every decoding layer must be a plain same-origin path: `https://evil.example`, `//evil.example`,
 * `/\evil.example`, `javascript:` and their (multiply) encoded forms all land on the home page.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') return HOME;
  let layer = raw;
  for (let depth = 0; depth <= MAX_DECODING_LAYERS; depth += 1) {
    if (!isPlainPath(layer)) return HOME;
    const decoded = decodeOnce(layer);
    if (decoded === undefined) return HOME;
    if (decoded === layer) return normalized(raw);
    layer = decoded;
  }
  // Still decoding after this many layers: nobody writes a real path like that.
  return HOME;
}

function isPlainPath(value: string): boolean {
  // Browsers drop tabs and newlines inside URLs and treat a backslash as a slash.
  // eslint-disable-next-line no-control-regex -- the control characters are what this check looks for
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return value.startsWith('/') && !value.startsWith('//');
}

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function normalized(path: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  // Dot segments can leave a protocol-relative result: '/.//evil.example' normalizes to '//evil.example'.
  if (url.origin !== PROBE_ORIGIN || !isPlainPath(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

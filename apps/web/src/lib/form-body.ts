// Form bodies and query strings with nested keys, as the server's qs.parse reads them back:
// `ids[]=1&ids[]=2` for arrays of scalars, `data[0][goods_id]=1` for arrays of objects (which the
// brackets form cannot express: `data[][a]=1&data[][b]=2` parses back as one object of arrays),
// `a[b]=1` for objects. Keys are written as they are, values percent-encoded (RFC 3986); undefined is
// skipped, null written empty, dates as ISO strings. Why not qs: docs/decisions/009-form-encoding.md.

type Pair = [key: string, value: string];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isScalar = (value: unknown) => !isPlainObject(value) && !Array.isArray(value);

const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function scalarText(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function pairs(key: string, value: unknown, out: Pair[]): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    if (value.every(isScalar)) {
      for (const item of value) pairs(`${key}[]`, item, out);
    } else {
      value.forEach((item, index) => pairs(`${key}[${index}]`, item, out));
    }
    return;
  }
  if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) pairs(`${key}[${name}]`, item, out);
    return;
  }
  out.push([key, scalarText(value)]);
}

export function toFormBody(data: object): string {
  const out: Pair[] = [];
  for (const [key, value] of Object.entries(data)) pairs(key, value, out);
  return out.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&');
}

import qs from 'qs';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

// qs's 'brackets' format cannot express arrays of objects (`data[][a]=1&data[][b]=2` parses back as one
// object of arrays), so such arrays are rewritten as index-keyed objects: `data[0][goods_id]=1`.
// Arrays of scalars keep the brackets form: `ids[]=1&ids[]=2`.
function indexObjectArrays(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(indexObjectArrays);
    const hasObjects = items.some((item) => isPlainObject(item) || Array.isArray(item));
    return hasObjects ? Object.fromEntries(items.map((item, index) => [String(index), item])) : items;
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, indexObjectArrays(item)]));
  }
  return value;
}

export function toFormBody(data: object): string {
  return qs.stringify(indexObjectArrays(data), { arrayFormat: 'brackets', encodeValuesOnly: true });
}

/**
 * Answers encoded once per kept value and variant. While a cache keeps a value (the same object), each
 * variant of the answer made from it (for example one per price view) is serialized and encoded to
 * bytes once; the bytes go when the cache lets the value go, so they are never older than it.
 */
export class EncodedAnswers<V extends object> {
  readonly #byValue = new WeakMap<V, Map<string, Buffer>>();

  get(value: V, variant: string, encode: () => Buffer): Buffer {
    let variants = this.#byValue.get(value);
    if (!variants) this.#byValue.set(value, (variants = new Map()));
    let bytes = variants.get(variant);
    if (!bytes) variants.set(variant, (bytes = encode()));
    return bytes;
  }
}

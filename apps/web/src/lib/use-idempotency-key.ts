import { useCallback, useState } from 'react';

// getRandomValues, unlike randomUUID, also exists on pages served over plain http.
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** One key per visit of the page: a double click or a retry after a failure submits one order. */
export function useIdempotencyKey(): string {
  const [key] = useState(newKey);
  return key;
}

/** A key for one request and its retries, and a way to start the next (after it succeeded). */
export function useRenewableIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(newKey);
  return [key, useCallback(() => setKey(newKey()), [])];
}

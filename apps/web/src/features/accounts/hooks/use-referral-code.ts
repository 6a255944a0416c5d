import { useSearchParams } from 'react-router';

const STORAGE_KEY = 'yc-referral-code';
const CODE = /^[0-9A-Za-z]{1,32}$/;

function remembered(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(code: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused (private mode): the code still rides in the page's address.
  }
}

/** Once the buyer registered, the code has done its work. */
export function forgetReferralCode(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The referrer's code of /register?ref= (老带新), kept for the tab's session so that a visit to the
 * login page and back still registers with it. Anything that cannot be a code is ignored.
 */
export function useReferralCode(): string | null {
  const [params] = useSearchParams();
  const fromLink = params.get('ref')?.trim() ?? '';
  if (CODE.test(fromLink)) {
    remember(fromLink);
    return fromLink.toUpperCase();
  }
  return remembered()?.toUpperCase() ?? null;
}

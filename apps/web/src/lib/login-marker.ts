// The session cookie is httpOnly, so a session-storage flag tells the app a login just happened and
// the page must reload once to drop every visitor-state cache.
const LOGIN_MARKER_KEY = 'yc_login_marker';

export function setLoginMarker(): void {
  sessionStorage.setItem(LOGIN_MARKER_KEY, '1');
}

export function clearLoginMarker(): void {
  sessionStorage.removeItem(LOGIN_MARKER_KEY);
}

/** True once after a login; the marker is removed so the reload happens only once. */
export function consumeLoginMarker(): boolean {
  const found = sessionStorage.getItem(LOGIN_MARKER_KEY) !== null;
  if (found) clearLoginMarker();
  return found;
}

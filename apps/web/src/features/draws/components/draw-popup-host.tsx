import { useState } from 'react';
import { useUserBase } from '../../../lib/user-base';
import { useDrawSimple } from '../api/get-draw-simple';
import { DrawPopup } from './draw-popup';
import '../draws.css';

const DISMISSED_KEY = 'yc-draw-popup-dismissed';

const dismissedId = () => {
  try {
    return Number(sessionStorage.getItem(DISMISSED_KEY) ?? 0);
  } catch {
    return 0;
  }
};

/**
 * Invites a signed-in buyer to the running draw they have not joined (draw/simple is_join false), once
 * a visit: closed, it stays closed until the browser session ends.
 */
export function DrawPopupHost() {
  const user = useUserBase();
  const simple = useDrawSimple(Boolean(user.data));
  const [dismissed, setDismissed] = useState(dismissedId);
  const id = simple.data?.id ?? null;
  if (id === null || simple.data?.is_join !== false || dismissed === id) return null;
  const close = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, String(id));
    } catch {
      // Without storage it shows again on the next visit.
    }
    setDismissed(id);
  };
  return <DrawPopup activityId={id} onClose={close} />;
}

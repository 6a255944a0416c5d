import { createContext, useContext, type ReactNode } from 'react';

const Previewing = createContext(false);

/**
 * Pages shown inside an operator's preview of an activity not yet on sale: buy and claim buttons
 * read it and stay disabled, so a preview never adds to a cart or claims a coupon.
 */
export function PreviewMode({ children }: { children: ReactNode }) {
  return <Previewing.Provider value={true}>{children}</Previewing.Provider>;
}

export const usePreviewMode = () => useContext(Previewing);

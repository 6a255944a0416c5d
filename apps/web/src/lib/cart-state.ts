import { create } from 'zustand';

interface CartChangeState {
  /** Something changed the cart (an add, a delete) since the drawer last loaded it (spec §4). */
  changed: boolean;
  markChanged: () => void;
  markFresh: () => void;
}

export const useCartState = create<CartChangeState>()((set) => ({
  changed: false,
  markChanged: () => set({ changed: true }),
  markFresh: () => set({ changed: false }),
}));

import { useEffect, useState } from 'react';
import { CART_DRAWER_DELAY_MS } from '@yaocai/domain/constants';
import { useReloadChangedCart } from '../../features/cart';

/**
 * The right bar's cart drawer (spec §4): toggles open and shut, shows its content 200 ms after
 * opening (once the bar has widened), reloads a changed cart on opening, and stays shut on the cart page.
 */
export function useCartDrawer(onCartPage: boolean) {
  const [open, setOpen] = useState(false);
  const [contentShown, setContentShown] = useState(false);
  const [wasOnCartPage, setWasOnCartPage] = useState(onCartPage);
  const reloadChangedCart = useReloadChangedCart();

  const close = () => {
    setOpen(false);
    setContentShown(false);
  };

  if (onCartPage !== wasOnCartPage) {
    setWasOnCartPage(onCartPage);
    if (onCartPage) close();
  }

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setContentShown(true), CART_DRAWER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const toggle = () => {
    if (open) return close();
    if (onCartPage) return;
    reloadChangedCart();
    setOpen(true);
  };

  return { open, contentShown, toggle, close };
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link that looks like a button: leaving the page is navigation, so it stays a link. */
export function LinkButton({
  to,
  primary,
  children,
}: {
  to: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Link className={`yc-checkout-link-button${primary ? ' is-primary' : ''}`} to={to}>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';

/** One titled block of a checkout page, found by its title (a region named after it). */
export function CheckoutSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="yc-checkout-section" aria-label={title}>
      <header className="yc-checkout-section-head">
        <h3>{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

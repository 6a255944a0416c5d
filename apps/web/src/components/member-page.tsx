import type { ReactNode } from 'react';
import { RequireSignIn } from './require-sign-in';
import './member-page.css';

interface MemberPageProps {
  title: string;
  /** The page's content on one white panel; without it, its sections bring their own. */
  panel?: boolean;
  children: ReactNode;
}

/** A page of the member centre: its title, and its content once the buyer is signed in. */
export function MemberPage({ title, panel = false, children }: MemberPageProps) {
  return (
    <div
      className={panel ? 'yc-container yc-member-page yc-member-page-panel' : 'yc-container yc-member-page'}
    >
      <h1>{title}</h1>
      <RequireSignIn>{children}</RequireSignIn>
    </div>
  );
}

import type { ReactNode } from 'react';
import { MemberPage } from '../../../components/member-page';

interface WriteAndReadProps {
  title: string;
  formTitle: string;
  form: ReactNode;
  listTitle: string;
  list: ReactNode;
}

/** A member page where the buyer writes to the shop, above what they wrote and the answers. */
export function WriteAndRead({ title, formTitle, form, listTitle, list }: WriteAndReadProps) {
  return (
    <MemberPage title={title}>
      <section className="yc-member-section" aria-label={formTitle}>
        <h2>{formTitle}</h2>
        {form}
      </section>
      <section className="yc-member-section" aria-label={listTitle}>
        <h2>{listTitle}</h2>
        {list}
      </section>
    </MemberPage>
  );
}

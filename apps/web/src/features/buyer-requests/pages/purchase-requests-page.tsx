import { MemberPage } from '../../../components/member-page';
import { PurchaseRequestForm } from '../components/purchase-request-form';
import { PurchaseRequestList } from '../components/purchase-request-list';

/** 求购: ask for goods the shop does not list, and read the answers. */
export function PurchaseRequestsPage() {
  return (
    <MemberPage title="我要求购">
      <section className="yc-member-section" aria-label="提交求购">
        <h2>提交求购</h2>
        <PurchaseRequestForm />
      </section>
      <section className="yc-member-section" aria-label="我的求购">
        <h2>我的求购</h2>
        <PurchaseRequestList />
      </section>
    </MemberPage>
  );
}

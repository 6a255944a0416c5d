import { PurchaseRequestForm } from '../components/purchase-request-form';
import { PurchaseRequestList } from '../components/purchase-request-list';
import { WriteAndRead } from '../components/write-and-read';

/** 求购: ask for goods the shop does not list, and read the answers. */
export function PurchaseRequestsPage() {
  return (
    <WriteAndRead
      title="我要求购"
      formTitle="提交求购"
      form={<PurchaseRequestForm />}
      listTitle="我的求购"
      list={<PurchaseRequestList />}
    />
  );
}

import { Button } from 'antd';
import { dayjs } from '../../../lib/dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import { useContract } from '../api/get-contract';
import { useSignContract } from '../api/sign-contract';
import { contractReturnPath } from '../checkout-params';
import { CheckoutFrame } from '../components/checkout-frame';
import { CheckoutLoading } from '../components/checkout-loading';
import { CheckoutProblem } from '../components/checkout-problem';
import { ContractSignForm } from '../components/contract-sign-form';
import { message } from '../../../lib/feedback';
import '../checkout.css';

function ContractBody({ contract, returnTo }: { contract: ContractState; returnTo: string }) {
  const navigate = useNavigate();
  const sign = useSignContract({
    onSigned: () => {
      void message.success('签署成功');
      void navigate(returnTo, { replace: true });
    },
  });
  return (
    <section className="yc-checkout-contract" aria-label="电子合同">
      <h2>{contract.title}</h2>
      <div
        className="yc-checkout-contract-content"
        role="document"
        aria-label={contract.title}
        tabIndex={0}
        // The server sanitises the contract HTML.
        dangerouslySetInnerHTML={{ __html: contract.content }}
      />
      {contract.signed ? (
        <div className="yc-checkout-contract-actions">
          <span className="yc-checkout-contract-signed">
            {contract.signed_at
              ? `已于 ${dayjs(contract.signed_at).format('YYYY-MM-DD HH:mm')} 签署`
              : '已签署'}
          </span>
          <Button type="primary" size="large" onClick={() => void navigate(returnTo)}>
            返回
          </Button>
        </div>
      ) : (
        <ContractSignForm
          title={contract.title}
          signing={sign.isPending || sign.isSuccess}
          onSign={() => sign.mutate()}
        />
      )}
    </section>
  );
}

function ContractView() {
  const [searchParams] = useSearchParams();
  const returnTo = contractReturnPath(searchParams.get('redirect'));
  const contract = useContract();
  if (contract.isPending) return <CheckoutLoading label="电子合同加载中" />;
  if (contract.isError) {
    return <CheckoutProblem title="电子合同加载失败" onRetry={() => void contract.refetch()} />;
  }
  return <ContractBody contract={contract.data} returnTo={returnTo} />;
}

export function ContractPage() {
  return (
    <CheckoutFrame>
      <ContractView />
    </CheckoutFrame>
  );
}

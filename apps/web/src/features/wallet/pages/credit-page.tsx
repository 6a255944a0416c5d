import { Alert, Skeleton } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MemberPage } from '../../../components/member-page';
import { dayjs } from '../../../lib/dayjs';
import { useCreditState, useRefreshWallet, useRepaymentCheck } from '../api/wallet';
import { CreditBills } from '../components/credit-bills';
import { PaymentResult } from '../components/payment-result';
import '../wallet.css';

const idFrom = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function RepaymentReturn({ repaymentId }: { repaymentId: number }) {
  const check = useRepaymentCheck(repaymentId);
  const refresh = useRefreshWallet();
  const onPaid = useCallback(() => void refresh(), [refresh]);
  const subject = check.data && `还款 ¥${check.data.amount}`;
  return <PaymentResult subject={subject} query={check} paidText="已完成" onPaid={onPaid} />;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span className="yc-member-muted">{label}</span>
      <strong>{children}</strong>
    </div>
  );
}

function CreditSummary() {
  const credit = useCreditState();
  if (credit.isPending) return <Skeleton active className="yc-member-section" />;
  if (credit.isError) return <Alert type="error" showIcon title="授信信息加载失败，请刷新重试" />;
  const state = credit.data;
  return (
    <>
      {Number(state.overdue) > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`您有逾期账单 ¥${state.overdue}，授信支付已暂停，请尽快还款`}
        />
      )}
      <section className="yc-member-section" aria-label="授信额度">
        {Number(state.limit) === 0 && Number(state.unpaid) === 0 ? (
          <p className="yc-member-muted">您尚未开通授信支付，如需开通请联系专属客服。</p>
        ) : (
          <div className="yc-wallet-figures">
            <Figure label="授信额度">¥{state.limit}</Figure>
            <Figure label="可用额度">¥{state.available}</Figure>
            <Figure label="待还金额">¥{state.unpaid}</Figure>
            <Figure label="账期">{state.term_days} 天</Figure>
            <Figure label="最近到期">
              {state.next_due_at ? dayjs(state.next_due_at).format('YYYY-MM-DD') : '—'}
            </Figure>
          </div>
        )}
      </section>
    </>
  );
}

function CreditView() {
  const [params] = useSearchParams();
  const repaymentId = idFrom(params.get('repayment'));
  return (
    <>
      {repaymentId !== null && <RepaymentReturn repaymentId={repaymentId} />}
      <CreditSummary />
      <CreditBills />
    </>
  );
}

/** 我的授信: the credit line, what is owed and when, and repaying bills. */
export function CreditPage() {
  return (
    <MemberPage title="我的授信">
      <CreditView />
    </MemberPage>
  );
}

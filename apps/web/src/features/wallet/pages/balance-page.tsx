import { Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MemberPage } from '../../../components/member-page';
import { paths } from '../../../config/paths';
import { pageFrom } from '../../../lib/page-param';
import {
  useBalance,
  useMoneyConfig,
  useRechargeCheck,
  useRefreshWallet,
  type BalanceLogFilters,
} from '../api/wallet';
import { BalanceLog } from '../components/balance-log';
import { PaymentResult } from '../components/payment-result';
import { RechargePanel } from '../components/recharge-panel';
import '../wallet.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const idFrom = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function filtersFrom(params: URLSearchParams): BalanceLogFilters {
  const useType = Number(params.get('type'));
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const dated = DATE.test(start) && DATE.test(end) && start <= end;
  return {
    page: pageFrom(params.get('page')),
    useType: [0, 1, 2].includes(useType) ? useType : 0,
    start: dated ? start : '',
    end: dated ? end : '',
  };
}

function RechargeReturn({ rechargeId }: { rechargeId: number }) {
  const check = useRechargeCheck(rechargeId);
  const refresh = useRefreshWallet();
  const onPaid = useCallback(() => void refresh(), [refresh]);
  const subject = check.data && `充值 ¥${check.data.amount}`;
  return <PaymentResult subject={subject} query={check} paidText="已到账" onPaid={onPaid} />;
}

function BalanceView() {
  const [params, setParams] = useSearchParams();
  const balance = useBalance();
  const config = useMoneyConfig();
  const filters = filtersFrom(params);
  const rechargeId = idFrom(params.get('recharge'));

  const changeFilters = (patch: Partial<BalanceLogFilters>) => {
    const next = { ...filters, ...patch };
    const query: Record<string, string> = {};
    if (next.page > 1) query.page = String(next.page);
    if (next.useType) query.type = String(next.useType);
    if (next.start && next.end) Object.assign(query, { start: next.start, end: next.end });
    setParams(query);
  };

  return (
    <>
      {rechargeId !== null && <RechargeReturn rechargeId={rechargeId} />}
      <section className="yc-member-section yc-wallet-summary" aria-label="账户余额">
        <div>
          <span className="yc-member-muted">账户余额</span>
          <strong className="yc-wallet-figure">
            {balance.isPending ? (
              <Skeleton.Button active />
            ) : balance.isError ? (
              '—'
            ) : (
              `¥${balance.data.balance}`
            )}
          </strong>
        </div>
        <p className="yc-member-muted">
          余额可用于支付订单和账期还款；如需提现请联系
          <Link to={paths.user.getHref()}>专属客服</Link>。
        </p>
      </section>
      {config.isPending ? (
        <Skeleton active className="yc-member-section" />
      ) : config.isError ? (
        <LoadFailed title="充值设置加载失败" error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <RechargePanel config={config.data} />
      )}
      <BalanceLog filters={filters} onChange={changeFilters} />
    </>
  );
}

/** 我的余额: the balance, recharging it through the gateway, and every movement of it. */
export function BalancePage() {
  return (
    <MemberPage title="我的余额">
      <BalanceView />
    </MemberPage>
  );
}

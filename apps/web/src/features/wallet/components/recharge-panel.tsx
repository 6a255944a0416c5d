import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import type { MoneyConfig } from '@yaocai/domain/contracts/money';
import { useRenewableIdempotencyKey } from '../../../lib/use-idempotency-key';
import { message } from '../../../lib/feedback';
import { useRecharge } from '../api/wallet';

const yuanText = (yuan: string) => yuan.replace(/\.00$/, '');

/** The bonus a recharge of this many yuan earns: that of the largest offer it reaches. */
const bonusFor = (config: MoneyConfig, amount: number) =>
  config.offers.findLast((offer) => Number(offer.amount) <= amount && Number(offer.bonus) > 0)?.bonus ?? null;

/** Recharge amounts to pick, or one of the buyer's own, paid at the gateway's cashier. */
export function RechargePanel({ config }: { config: MoneyConfig }) {
  const [amount, setAmount] = useState<number | null>(
    config.offers[0] ? Number(config.offers[0].amount) : null,
  );
  const [key, renewKey] = useRenewableIdempotencyKey();
  const recharge = useRecharge(key);
  // Another amount is another recharge: the server refuses a key reused for another amount.
  const choose = (value: number | null) => {
    if (value === amount) return;
    setAmount(value);
    renewKey();
  };
  const valid = amount !== null && Number.isInteger(amount) && amount >= config.min && amount <= config.max;
  const bonus = valid ? bonusFor(config, amount) : null;

  const submit = () => {
    if (!valid) return;
    recharge.mutate(amount, {
      onSuccess: (opened) => {
        if (opened.pay_url) return window.location.assign(opened.pay_url);
        // This visit's key already paid a recharge (the page came back from history): start a new one.
        renewKey();
        void message.info('该笔充值已完成，请重新点击充值');
      },
    });
  };

  return (
    <section className="yc-member-section" aria-label="余额充值">
      <h2>余额充值</h2>
      <div className="yc-wallet-offers" role="group" aria-label="充值金额">
        {config.offers.map((offer) => {
          const chosen = amount === Number(offer.amount);
          return (
            <button
              key={offer.amount}
              type="button"
              className={chosen ? 'yc-wallet-offer yc-wallet-offer-chosen' : 'yc-wallet-offer'}
              aria-pressed={chosen}
              onClick={() => choose(Number(offer.amount))}
            >
              <strong>¥{yuanText(offer.amount)}</strong>
              {Number(offer.bonus) > 0 && <span>送¥{yuanText(offer.bonus)}</span>}
            </button>
          );
        })}
      </div>
      <div className="yc-wallet-custom">
        <label htmlFor="yc-recharge-amount">其他金额</label>
        <InputNumber
          id="yc-recharge-amount"
          min={config.min}
          max={config.max}
          precision={0}
          step={100}
          value={amount}
          onChange={choose}
          suffix="元"
          style={{ width: 200 }}
        />
        <span className="yc-member-muted">
          单笔 {config.min}–{config.max} 元，整数
        </span>
      </div>
      <p className="yc-wallet-total" role="status">
        {valid ? (
          <>
            充值 <strong>¥{amount}</strong>
            {bonus && <>，赠送 ¥{yuanText(bonus)}</>}，到账 ¥{amount + Number(bonus ?? 0)}
          </>
        ) : (
          `请输入 ${config.min} 到 ${config.max} 元的整数`
        )}
      </p>
      <Button type="primary" size="large" disabled={!valid} loading={recharge.isPending} onClick={submit}>
        立即充值
      </Button>
    </section>
  );
}

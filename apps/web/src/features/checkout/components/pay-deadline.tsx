const pad = (value: number) => String(value).padStart(2, '0');

/** mm:ss left to pay; minutes go past 59 when the deadline is over an hour away. */
const minutesAndSeconds = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

export function PayDeadline({ secondsLeft }: { secondsLeft: number | null }) {
  if (secondsLeft === null) return null;
  if (secondsLeft === 0) {
    return (
      <p className="yc-checkout-deadline" role="timer">
        订单已超过支付时间，将自动取消
      </p>
    );
  }
  return (
    <p className="yc-checkout-deadline" role="timer">
      订单将于 <strong>{minutesAndSeconds(secondsLeft)}</strong> 后自动取消，请尽快支付
    </p>
  );
}

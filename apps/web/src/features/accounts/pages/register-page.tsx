import { Alert } from 'antd';
import { RegisterForm } from '../components/register-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { forgetReferralCode, useReferralCode } from '../hooks/use-referral-code';

export function RegisterPage() {
  const handleSuccess = useAfterSignIn();
  const referralCode = useReferralCode();

  return (
    <div className="yc-auth-plain">
      <section className="yc-container yc-register-card" aria-labelledby="register-card-title">
        <header className="yc-register-head">
          <h2 id="register-card-title">企业用户注册</h2>
          <p>注册后请上传企业资质，审核通过即可采购</p>
        </header>
        {referralCode && (
          <Alert
            className="yc-register-referral"
            type="success"
            showIcon
            message={`好友邀请您注册（邀请码 ${referralCode}），首单支付后好友可获得奖励`}
          />
        )}
        <RegisterForm
          onSuccess={() => {
            forgetReferralCode();
            handleSuccess();
          }}
          referralCode={referralCode}
        />
      </section>
    </div>
  );
}

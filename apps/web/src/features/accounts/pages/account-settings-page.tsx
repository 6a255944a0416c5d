import { MemberPage } from '../../../components/member-page';
import { useUserBase } from '../../../lib/user-base';
import { AddressBook } from '../components/address-book';
import { InvoiceInfoForm } from '../components/invoice-info-form';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import '../account-settings.css';

function AccountSettings() {
  const { data: user } = useUserBase();
  if (!user) return null;
  return (
    <>
      <section className="yc-member-section" aria-label="基本资料">
        <h2>基本资料</h2>
        <ProfileForm user={user} />
      </section>
      <section className="yc-member-section" aria-label="修改密码">
        <h2>修改密码</h2>
        <PasswordForm />
      </section>
      <section className="yc-member-section" aria-label="开票信息">
        <h2>开票信息</h2>
        <InvoiceInfoForm />
      </section>
      <section className="yc-member-section" aria-label="收货地址">
        <h2>收货地址</h2>
        <AddressBook />
      </section>
    </>
  );
}

/** 账户设置: the contact's name and phone, the password, the 开票信息 and the delivery addresses. */
export function AccountSettingsPage() {
  return (
    <MemberPage title="账户设置">
      <AccountSettings />
    </MemberPage>
  );
}

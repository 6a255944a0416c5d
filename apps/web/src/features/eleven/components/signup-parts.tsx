import { Button, Form, Input } from 'antd';
import type { SignupBody } from '@yaocai/domain/contracts/activity-signup';
import { dayjs } from '../../../lib/dayjs';
import { message } from '../../../lib/feedback';
import { usePreviewMode } from '../../../lib/preview-mode';
import { useSignUp } from '../api/signup';
import '../eleven.css';

const at = (instant: string | null) => (instant ? dayjs(instant).format('YYYY-MM-DD HH:mm') : '');

interface SignupIntroProps {
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  cap: number;
  left: number;
}

/** A sign-up's title, window and places, and what it is about. */
export function SignupIntro({ title, description, startsAt, endsAt, cap, left }: SignupIntroProps) {
  return (
    <>
      <h2 className="yc-eleven-subtitle">{title}</h2>
      <p className="yc-eleven-window">
        报名时间：{at(startsAt)} 至 {at(endsAt)}，名额：{cap}（剩余{left}）
      </p>
      <p className="yc-eleven-description">{description}</p>
    </>
  );
}

/** 立即报名: contact, phone and a remark; off when the places are gone, or in an operator's preview. */
export function SignupForm({ full }: { full: boolean }) {
  const signUp = useSignUp();
  const previewing = usePreviewMode();
  return (
    <Form<SignupBody>
      layout="vertical"
      className="yc-eleven-form"
      aria-label="报名信息"
      onFinish={(values) =>
        signUp.mutate(values, { onSuccess: ({ msg }) => void message.success(msg || '报名成功') })
      }
    >
      <Form.Item name="contact_name" label="联系人" rules={[{ required: true, message: '请填写联系人' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="phone" label="联系电话" rules={[{ required: true, message: '请填写联系电话' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={3} maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={signUp.isPending} disabled={full || previewing}>
        {full ? '名额已满' : '立即报名'}
      </Button>
    </Form>
  );
}

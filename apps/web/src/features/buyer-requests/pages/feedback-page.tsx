import { Button, Form, Input, Radio } from 'antd';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES, feedbackBody } from '@yaocai/domain/contracts/buyer-requests';
import { PictureList } from '../../../components/picture-list';
import { isApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useSendFeedback } from '../api/buyer-requests';
import { FeedbackList } from '../components/feedback-list';
import { WriteAndRead } from '../components/write-and-read';

interface Values {
  type: 1 | 2 | 3 | 4;
  content: string;
  images: string[];
}

function FeedbackForm() {
  const [form] = Form.useForm<Values>();
  const send = useSendFeedback();
  return (
    <Form<Values>
      form={form}
      name="feedback"
      layout="vertical"
      initialValues={{ type: 1, images: [] }}
      style={{ maxWidth: 640 }}
      onFinish={(values) =>
        send.mutate(
          { ...values, content: values.content.trim() },
          {
            onSuccess: ({ msg }) => {
              void message.success(msg || '感谢您的反馈');
              form.resetFields();
            },
            onError: (error) => {
              if (isApiError(error)) showServerFieldErrors(form, error, ['type', 'content', 'images']);
            },
          },
        )
      }
    >
      <Form.Item label="反馈类型" name="type">
        <Radio.Group
          options={Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({ value: Number(value), label }))}
        />
      </Form.Item>
      <Form.Item label="反馈内容" name="content" required rules={[schemaRule(feedbackBody.shape.content)]}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 4, maxRows: 8 }} />
      </Form.Item>
      <Form.Item label="图片（选填）" name="images">
        <PictureList name="反馈" purpose="feedback" max={FEEDBACK_IMAGES_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        提交反馈
      </Button>
    </Form>
  );
}

/** 意见反馈: what the buyer would tell the shop, with pictures, and the shop's answers. */
export function FeedbackPage() {
  return (
    <WriteAndRead
      title="意见反馈"
      formTitle="提交反馈"
      form={<FeedbackForm />}
      listTitle="我的反馈"
      list={<FeedbackList />}
    />
  );
}

import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, Upload } from 'antd';
import { useRef, useState } from 'react';
import { IMAGE_BYTES_MAX } from '@yaocai/domain/contracts/admin-files';
import { CHAT_TEXT_MAX, CHAT_TYPING_SECONDS } from '@yaocai/domain/contracts/chat';
import { isApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { sayLive } from '../../../lib/live-connection';
import { IMAGE_ACCEPT, IMAGE_TOO_LARGE, uploadPicture } from '../../../lib/upload-picture';

/** The desk is told the buyer types at most this often, well within how long it shows it. */
const TYPING_SAID_EVERY_MS = (CHAT_TYPING_SECONDS * 1000) / 2;

/** Where the buyer writes: text (Enter sends), or a picture uploaded and sent at once. */
export function ChatCompose({
  sending,
  leaveWord,
  onSend,
}: {
  sending: boolean;
  /** No agent is online: what is written waits as a 留言. */
  leaveWord: boolean;
  /** Sends a message; resolves once stored, rejects when refused. */
  onSend: (body: { text: string } | { image_url: string }) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const typingSaidAt = useRef(0);

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    onSend({ text: trimmed }).then(
      () => setText(''),
      () => undefined,
    );
  };

  const type = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - typingSaidAt.current > TYPING_SAID_EVERY_MS) {
      typingSaidAt.current = now;
      sayLive({ type: 'chat.typing' });
    }
  };

  const sendPicture = async (file: File) => {
    if (file.size > IMAGE_BYTES_MAX) return void message.error(IMAGE_TOO_LARGE);
    setUploading(true);
    try {
      const stored = await uploadPicture(file, 'chat');
      await onSend({ image_url: stored.url });
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') return;
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="yc-chat-compose">
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void sendPicture(file);
          return false;
        }}
      >
        <Button icon={<PictureOutlined />} aria-label="发送图片" loading={uploading} />
      </Upload>
      <Input.TextArea
        aria-label="输入消息"
        placeholder={
          leaveWord ? '请留下您的问题，Enter 发送' : '请输入您要咨询的问题，Enter 发送，Shift+Enter 换行'
        }
        value={text}
        maxLength={CHAT_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(event) => type(event.target.value)}
        onPressEnter={(event) => {
          if (event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      <Button type="primary" onClick={submit} loading={sending} disabled={!text.trim()}>
        {leaveWord ? '留言' : '发送'}
      </Button>
    </div>
  );
}

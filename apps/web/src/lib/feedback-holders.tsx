import { useEffect } from 'react';
import { message, Modal } from 'antd';
import { feedbackHost } from './feedback';

export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    feedbackHost.register({ message: messageApi, modal: modalApi });
    return () => feedbackHost.register(null);
  }, [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}

import { useEffect } from 'react';
import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

// Toasts for the whole console, callable outside components too (the query client's error handler).
// antd's App component provides them inside the theme and locale; FeedbackBridge hands them over.

let current: MessageInstance | null = null;

export function FeedbackBridge() {
  const { message: instance } = App.useApp();
  useEffect(() => {
    current = instance;
    return () => {
      current = null;
    };
  }, [instance]);
  return null;
}

export const message = {
  success: (content: string) => void current?.success(content),
  error: (content: string) => void current?.error(content),
};

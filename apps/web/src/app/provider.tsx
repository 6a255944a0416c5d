import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

export const BRAND_RED = '#e1251b';

const theme: ThemeConfig = {
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 4 },
};

/** Routes the API client's toasts and alerts through antd's context-aware instances (theme, locale). */
function ApiFeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    configureApiClient({
      toastError: (text) => void message.error(text),
      toastWarning: (text) => void message.warning(text),
      alert: ({ title, content, okText, onOk }) => void modal.warning({ title, content, okText, onOk }),
    });
  }, [message, modal]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // Two-character buttons like 登录 must keep their exact text, without antd's inserted space.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <ApiFeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

import { useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { FeedbackHost } from '../lib/feedback-host';
import { createQueryClient } from '../lib/query-client';

export const BRAND_RED = '#e1251b';

const theme: ThemeConfig = {
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 4 },
};

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // Two-character buttons like 登录 must keep their exact text, without antd's inserted space.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <FeedbackHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

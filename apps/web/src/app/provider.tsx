import { useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FeedbackHost } from '../lib/feedback-host';
import { createQueryClient } from '../lib/query-client';

export const BRAND_RED = '#e1251b';

const theme: ThemeConfig = {
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 4 },
};

interface AppProviderProps {
  children: ReactNode;
  /** The server's first-screen render brings its own, holding what it already knows. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    // Two-character buttons like 登录 must keep their exact text, without antd's inserted space.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <FeedbackHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FeedbackBridge } from '../lib/feedback';
import '../lib/dayjs';
import { consoleTheme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  queryClient: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    // Two-character buttons like 登录 and 通过 keep their exact text, without antd's inserted space.
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={{ autoInsertSpace: false }}>
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}

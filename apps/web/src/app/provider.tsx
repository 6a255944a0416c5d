import { useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FeedbackHost } from '../lib/feedback-host';
import { createQueryClient } from '../lib/query-client';

export const BRAND_RED = '#e1251b';

/**
 * antd's preset tags write white on the preset's shade 6 (solid) or its shade 7 on its shade 1 (the others).
 * For these presets that is under 4.5:1 (WCAG AA), so the shade takes a darker one. antd keeps each shade
 * under two names (orange7 and orange-7), both written to one CSS variable.
 */
const DARKER_SHADES: Record<string, string> = {
  red6: '#cf1322',
  orange6: '#ad4e00',
  gold6: '#a86500',
  blue6: '#0958d9',
  pink6: '#c41d7f',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  green7: '#237804',
  cyan7: '#006d75',
};
const presetShadeTokens = Object.fromEntries(
  Object.entries(DARKER_SHADES).flatMap(([token, shade]) => [
    [token, shade],
    [token.replace(/\d+$/, '-$&'), shade],
  ]),
);

const theme: ThemeConfig = {
  // Named, not numbered by React's render: the server's first screens, the stylesheet they share and
  // the app in the browser then write one and the same class (first-screen-styles.tsx).
  cssVar: { key: 'css-var-yc' },
  token: {
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    // antd lightens the brand red on hover (3.4:1 with white text, and 4.3:1 half-way back): a hovered or
    // pressed button or link darkens instead, so it reads at every moment (5.9:1, 7.5:1).
    colorPrimaryHover: '#c41d14',
    colorLinkHover: '#c41d14',
    colorPrimaryActive: '#a8160f',
    colorLinkActive: '#a8160f',
    borderRadius: 4,
    // antd's 45% black (descriptions, step titles, empty states) is 3.4:1 on white; 58% reaches 4.5:1 (WCAG AA).
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    // antd's error red (#ff4d4f: danger buttons such as 提交订单, form errors) is 3.3:1 with white.
    colorError: '#cf1322',
    ...presetShadeTokens,
  },
  components: {
    // A table's empty text (暂无…) is drawn in the disabled grey, 1.8:1 on white.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
  },
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

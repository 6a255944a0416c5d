import type { ThemeConfig } from 'antd';

// antd's default theme is drawn in colours that fail WCAG AA (4.5:1) on white: each token below takes
// the nearest darker shade that passes, so every page of the console passes without page-by-page styles.

/** A tag writes its preset's shade 7 on its shade 1; for these the shade 7 is under 4.5:1. */
const DARKER_TAG_TEXT = { green: '#237804', orange: '#ad4e00', gold: '#874d00', cyan: '#006d75' };

// antd keeps each shade under two names (green7 and green-7), both written to one CSS variable.
const tagTextTokens = Object.fromEntries(
  Object.entries(DARKER_TAG_TEXT).flatMap(([preset, shade]) => [
    [`${preset}7`, shade],
    [`${preset}-7`, shade],
  ]),
);

/** 58% black (#6b6b6b) reaches 4.5:1 on white; antd's 45% and 25% greys are 3.4:1 and 1.8:1. */
const MUTED_TEXT = 'rgba(0, 0, 0, 0.58)';

export const consoleTheme: ThemeConfig = {
  token: {
    // antd's blue (#1677ff) is 4.1:1 with white: primary and link buttons, tabs, the menu's selected item.
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    // Hovered, antd lightens them (#2e7ae6: 4.2:1); darker reads as pressed just as well.
    colorPrimaryHover: '#003eb3',
    colorLinkHover: '#003eb3',
    // Status tags and texts write these on their own pale backgrounds (success #52c41a: 2:1).
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#cf1322',
    // From those darker seeds antd would derive greyish backgrounds (#adb8a5); keep its pale ones.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    // Secondary texts, form hints, statistic titles, steps to come, placeholders.
    colorTextTertiary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: MUTED_TEXT,
    ...tagTextTokens,
  },
  components: {
    // A table's empty text (暂无…) is drawn in the disabled grey.
    Table: { colorTextDisabled: MUTED_TEXT },
    // A switch turned off writes its 关闭 in white on the 25% grey (1.8:1); hovered, on the tertiary.
    Switch: { colorTextQuaternary: MUTED_TEXT, colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
  },
};

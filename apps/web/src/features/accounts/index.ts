// The accounts feature as the rest of the app sees it. Pages are route modules loaded on demand.
export { useLogout } from './api/logout';
export { useUserBaseRefresh } from './hooks/use-user-base-refresh';

export const loadLoginPage = () =>
  import('./pages/login-page').then((module) => ({ Component: module.LoginPage }));
export const loadRegisterPage = () =>
  import('./pages/register-page').then((module) => ({ Component: module.RegisterPage }));
export const loadForgotPasswordPage = () =>
  import('./pages/forgot-password-page').then((module) => ({ Component: module.ForgotPasswordPage }));
export const loadAccountSettingsPage = () =>
  import('./pages/account-settings-page').then((module) => ({ Component: module.AccountSettingsPage }));
export const loadWechatPage = () =>
  import('./pages/wechat-page').then((module) => ({ Component: module.WechatPage }));

// The accounts feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
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

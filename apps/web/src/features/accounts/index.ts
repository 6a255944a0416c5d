// The accounts feature as the rest of the app sees it. Pages are route modules loaded on demand.
export {
  loadLoginPage,
  loadRegisterPage,
  loadForgotPasswordPage,
  loadAccountSettingsPage,
  loadWechatPage,
} from './lazy';
export { useLogout } from './api/logout';
export { useUserBaseRefresh } from './hooks/use-user-base-refresh';

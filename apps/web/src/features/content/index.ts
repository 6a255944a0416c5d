// The content feature as the rest of the app sees it: the shell's content blocks, and pages loaded on demand.
export { loadHelpPage, loadLinksPage } from './lazy';
export { CategoryMenu } from './components/category-menu';
export { FooterHelp } from './components/footer-help';
export { FriendLinks } from './components/friend-links';
export { LicenceLinks } from './components/licence-links';
export { NoticeBar } from './components/notice-bar';
export { TopAd } from './components/top-ad';
export { HELP_CACHE_KEY } from './api/get-help-categories';

// The content feature's code loaded on demand, each page when its route opens: what the app shell
// imports apart from the feature's index, so that none of the feature's other code comes with it.
export const loadHelpPage = () =>
  import('./pages/help-page').then((module) => ({ Component: module.HelpPage }));
export const loadLinksPage = () =>
  import('./pages/links-page').then((module) => ({ Component: module.LinksPage }));

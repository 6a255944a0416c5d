// The page's entry, kept tiny: the app (start-app.tsx, one file) runs only after the browser has
// painted the first screen the server sent, which would otherwise wait for all of the app's code to
// run (issue 31, decision 011). A page without one preloads the app with the entry (index.html); a
// page with one leaves the app's code until now, so that it does not compete with the first paint.
// The page's own code is asked for with the app's, not once the app's router runs.
import { loadPageCode } from './page-code';

const startApp = () => {
  void import('./start-app');
  loadPageCode(window.location.pathname);
};

const serverDrewFirstScreen = !!document.getElementById('root')?.firstElementChild;
// A hidden page gets no animation frames: nothing to paint first there.
if (serverDrewFirstScreen && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  startApp();
}

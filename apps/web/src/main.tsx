// The page's entry, kept tiny: the app (start-app.tsx, one file the document already preloads) runs
// only after the browser has painted the first screen the server sent, which would otherwise wait
// for all of the app's code to run (issue 31, decision 011).
const startApp = () => void import('./start-app');

const serverDrewFirstScreen = !!document.getElementById('root')?.firstElementChild;
// A hidden page gets no animation frames: nothing to paint first there.
if (serverDrewFirstScreen && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  startApp();
}

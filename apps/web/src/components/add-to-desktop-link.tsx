import { env } from '../config/env';

/** Downloads a Windows .url shortcut to the shop: what "添加到桌面" did on desktop browsers. */
function downloadShortcut(title: string) {
  const content = `[InternetShortcut]\r\nURL=${window.location.origin}/\r\n`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([content], { type: 'application/octet-stream' }));
  link.download = `${title || env.defaultSiteTitle}.url`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function AddToDesktopLink({ siteTitle }: { siteTitle: string }) {
  return (
    <button type="button" className="yc-link-button" onClick={() => downloadShortcut(siteTitle)}>
      添加到桌面
    </button>
  );
}

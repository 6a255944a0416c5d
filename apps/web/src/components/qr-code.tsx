import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const AntQRCode = lazy(() => import('antd/es/qr-code'));

/**
 * antd's QR code, drawn once it nears the viewport (the footer's codes are far below the fold on long
 * pages), so that its encoder is not part of the page's first load. Keeps its size while it waits.
 * `label` names the drawn image (role img) for screen readers.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const placeholder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const box = <span ref={placeholder} className="yc-qr-placeholder" style={{ width: size, height: size }} />;
  if (!near) return box;
  return (
    <Suspense fallback={box}>
      <AntQRCode value={value} size={size} bordered={false} aria-label={label} />
    </Suspense>
  );
}

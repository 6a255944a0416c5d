import { MedicineBoxOutlined } from '@ant-design/icons';
import { useState } from 'react';
import './goods.css';

export function GoodsImage({
  src,
  alt,
  className,
  firstInView = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  /** On screen as the page opens: fetched at once, ahead of the page's scripts, rather than lazily. */
  firstInView?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={`yc-goods-image-empty ${className ?? ''}`} role="img" aria-label={alt}>
        <MedicineBoxOutlined />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={firstInView ? 'eager' : 'lazy'}
      fetchPriority={firstInView ? 'high' : undefined}
      onError={() => setBroken(true)}
    />
  );
}

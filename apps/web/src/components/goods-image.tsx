import { MedicineBoxOutlined } from '@ant-design/icons';
import { useState } from 'react';
import './goods.css';

export function GoodsImage({
  src,
  alt,
  className,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={`yc-goods-image-empty ${className ?? ''}`} role="img" aria-label={alt}>
        <MedicineBoxOutlined />
      </span>
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />;
}

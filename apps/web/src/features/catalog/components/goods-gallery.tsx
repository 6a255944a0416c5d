import { useState } from 'react';
import { GoodsImage } from '../../../components/goods-image';

export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  return (
    <div className="yc-gallery">
      <div className="yc-gallery-main">
        <GoodsImage key={images[current]} src={images[current]} alt={name} firstInView={current === 0} />
      </div>
      {images.length > 1 && (
        <ul className="yc-gallery-thumbs" aria-label="商品图片">
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className={
                  index === current ? 'yc-gallery-thumb yc-gallery-thumb-active' : 'yc-gallery-thumb'
                }
                aria-label={`查看第${index + 1}张图片`}
                aria-pressed={index === current}
                onMouseEnter={() => setCurrent(index)}
                onClick={() => setCurrent(index)}
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

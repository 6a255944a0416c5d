import { VerticalAlignTopOutlined } from '@ant-design/icons';

export interface FloorLink {
  anchor: string;
  label: string;
}

const scrollToAnchor = (anchor: string) =>
  document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The floating left navigation of the spec's right-side bar section: jumps to the floors. */
export function FloatingNav({ floors }: { floors: FloorLink[] }) {
  if (floors.length === 0) return null;
  return (
    <nav className="yc-floating-nav" aria-label="楼层导航">
      {floors.map((floor) => (
        <a
          key={floor.anchor}
          href={`#${floor.anchor}`}
          onClick={(event) => {
            event.preventDefault();
            scrollToAnchor(floor.anchor);
          }}
        >
          {floor.label}
        </a>
      ))}
      <button
        type="button"
        className="yc-floating-top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <VerticalAlignTopOutlined aria-hidden /> 顶部
      </button>
    </nav>
  );
}

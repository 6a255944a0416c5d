import {
  cloneElement,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { PopoverProps, TooltipProps } from 'antd';

interface HoverTarget {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
}

type Popup<P> = ComponentType<P & { children: ReactNode; defaultOpen?: boolean }>;

/**
 * antd's hover popups for the layout, which every page shows: their code loads when the pointer first
 * reaches one, not with the page. Until then the target renders alone, exactly as antd renders it.
 */
function loadOnHover<P extends object>(load: () => Promise<{ default: Popup<P> }>) {
  let loaded: Popup<P> | null = null;
  return function HoverPopup({ children, ...props }: P & { children: ReactElement<HoverTarget> }) {
    const [Loaded, setLoaded] = useState<Popup<P> | null>(() => loaded);
    const [hovered, setHovered] = useState(false);
    if (Loaded) {
      return (
        <Loaded {...(props as P)} defaultOpen={hovered}>
          {children}
        </Loaded>
      );
    }
    return cloneElement(children, {
      onMouseEnter: (event: MouseEvent) => {
        children.props.onMouseEnter?.(event);
        setHovered(true);
        void load().then((module) => {
          loaded = module.default;
          setLoaded(() => module.default);
        });
      },
      onMouseLeave: (event: MouseEvent) => {
        children.props.onMouseLeave?.(event);
        setHovered(false);
      },
    });
  };
}

export const HoverTooltip = loadOnHover<Omit<TooltipProps, 'children'>>(() => import('antd/es/tooltip'));
export const HoverPopover = loadOnHover<Omit<PopoverProps, 'children'>>(() => import('antd/es/popover'));

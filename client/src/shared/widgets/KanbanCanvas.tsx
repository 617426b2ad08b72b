import { Box } from '@chakra-ui/react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { KANBAN_HEIGHT, KANBAN_WIDTH, kanbanScale } from '../kanban/kanbanScale';

/** A 1920x1080 kanban canvas scaled (without distortion) to fill its container. */
export function KanbanCanvas({ children, testId }: { children: ReactNode; testId?: string }) {
  const outer = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fit = kanbanScale(size.w, size.h);
  return (
    <Box ref={outer} position="relative" w="full" h="full" minH="400px" overflow="hidden" bg="#06101f">
      <Box
        data-testid={testId}
        data-scale={fit.scale.toFixed(4)}
        position="absolute"
        left="0"
        top="0"
        w={`${KANBAN_WIDTH}px`}
        h={`${KANBAN_HEIGHT}px`}
        transformOrigin="0 0"
        style={{ transform: `translate(${fit.offsetX}px, ${fit.offsetY}px) scale(${fit.scale})` }}
        bg="#0b1a33"
        color="whiteAlpha.900"
        display="flex"
        flexDirection="column"
      >
        {children}
      </Box>
    </Box>
  );
}

import { forwardRef, useImperativeHandle, useState } from 'react';
import type { GuideLine } from '../geometry/snap';

export type GuideLinesHandle = { show: (lines: GuideLine[]) => void };

/** The snapping guide lines; the canvas sets them through a handle so a drag re-renders only this layer. */
export const GuideLines = forwardRef<GuideLinesHandle>(function GuideLines(_props, ref) {
  const [lines, setLines] = useState<GuideLine[]>([]);
  useImperativeHandle(ref, () => ({ show: (next) => setLines((prev) => (prev.length === 0 && next.length === 0 ? prev : next)) }), []);
  return (
    <>
      {lines.map((line, i) => (
        <div
          key={i}
          data-testid="dd-guide"
          data-orientation={line.orientation}
          data-position={line.position}
          style={
            line.orientation === 'h'
              ? { position: 'absolute', left: line.from, top: line.position, width: line.to - line.from, height: 0, borderTop: '1px dashed #f43f5e', pointerEvents: 'none', zIndex: 100000 }
              : { position: 'absolute', top: line.from, left: line.position, height: line.to - line.from, width: 0, borderLeft: '1px dashed #f43f5e', pointerEvents: 'none', zIndex: 100000 }
          }
        />
      ))}
    </>
  );
});

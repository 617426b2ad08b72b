/**
 * Dev-only benchmark page of the dashboard designer (bench/designer-drag.ts builds it with
 * client/vite.designer-bench.config.ts; not part of the app's build, routes or menu). It renders
 * the designer on a canvas of 200 components (20 columns x 10 rows of 80x40 boxes, 90 px apart)
 * in the app's Chakra system and messages; `?mode=baseline` renders 200 plain boxes in bare
 * react-rnd instead (the floor this design can reach). Every mousemove records when it began;
 * `window.__frames` collects, per move, the time until the frame after it was drawn.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { DashboardComponent } from '@contract/dashboards';
import { memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Rnd } from 'react-rnd';
import { Observable } from 'rxjs';
import { appMessagesFor } from '../app/catalogue';
import { appSystem } from '../app/system';
import { Designer } from '../features/dashboards/designer/Designer';

declare global {
  interface Window {
    __frames: number[];
    __ready: boolean;
  }
}

const mode = new URLSearchParams(window.location.search).get('mode') ?? 'designer';
export const COLS = 20;
export const ROWS = 10;

const components: DashboardComponent[] = Array.from({ length: COLS * ROWS }, (_, i) => ({
  id: `c${i}`,
  component: i % 2 ? 'RectShape' : 'VText',
  label: `c${i}`,
  propValue: i % 2 ? {} : `Text ${i}`,
  style: { left: 20 + (i % COLS) * 90, top: 20 + Math.floor(i / COLS) * 90, width: 80, height: 40, rotate: 0, opacity: 1 },
  animations: [],
  events: {},
  isLock: false,
}));

// Per mousemove: from the event to the frame after it (a timeout posted from the next animation frame).
window.__frames = [];
window.addEventListener(
  'mousemove',
  () => {
    const t0 = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__frames.push(performance.now() - t0), 0));
  },
  true,
);

const Box = memo(function Box({ i }: { i: number }) {
  const [pos, setPos] = useState({ x: 20 + (i % COLS) * 90, y: 20 + Math.floor(i / COLS) * 90 });
  return (
    <Rnd position={pos} size={{ width: 80, height: 40 }} onDragStop={(_e, d) => setPos({ x: d.x, y: d.y })} data-testid="dd-item" data-id={`c${i}`}>
      <div style={{ width: '100%', height: '100%', background: '#1e3a5f', color: '#fff' }}>Box {i}</div>
    </Rnd>
  );
});

function Baseline() {
  return (
    <div data-testid="dd-canvas" style={{ position: 'relative', width: 1920, height: 1080, background: '#0e1a2b' }}>
      {Array.from({ length: COLS * ROWS }, (_, i) => (
        <Box key={i} i={i} />
      ))}
    </div>
  );
}

const silent = new ApolloLink(() => new Observable(() => undefined));
const client = new ApolloClient({ link: silent, cache: new InMemoryCache() });

createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <IntlProvider locale="en" messages={appMessagesFor('en')}>
      <ChakraProvider value={appSystem}>
        {mode === 'baseline' ? (
          <Baseline />
        ) : (
          <Designer initialContent={{ canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' }, componentData: components }} onSave={async () => true} onView={() => undefined} canSave={false} />
        )}
      </ChakraProvider>
    </IntlProvider>
  </ApolloProvider>,
);
window.__ready = true;

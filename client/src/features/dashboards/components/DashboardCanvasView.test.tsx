import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render } from '@testing-library/react';
import type { DashboardComponent, DashboardContent } from '@contract/dashboards';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { EMPTY_LIVE } from '../live/liveData';
import { dashboardMessages } from '../messages';
import { DashboardCanvasView } from './DashboardCanvasView';

const text = (id: string, events: Record<string, string>, style: Partial<DashboardComponent['style']> = {}): DashboardComponent => ({
  id,
  component: 'VText',
  label: 'Text',
  propValue: `text ${id}`,
  style: { left: 10, top: 20, width: 100, height: 30, rotate: 0, opacity: 1, ...style },
  animations: [],
  events,
  isLock: false,
});

const CONTENT: DashboardContent = {
  canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' },
  componentData: [text('a', { alert: 'Line 1 stopped', eval: 'window.__pwned = 1', dashboardTestOpen: 'line-1' }, { rotate: 30, opacity: 0.5 }), text('b', {})],
};

const show = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={messagesFor('en', { dashboards: dashboardMessages })}>
        <div style={{ width: 960, height: 540 }}>
          <DashboardCanvasView content={CONTENT} live={EMPTY_LIVE} scale={0.5} />
        </div>
      </IntlProvider>
    </ChakraProvider>,
  );

describe('DashboardCanvasView', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).dashboardTestOpen;
  });

  it('places each component by its style, rotated and faded', () => {
    const { container } = show();
    const a = container.querySelector('[data-component-id="a"]') as HTMLElement;
    expect([a.style.left, a.style.top, a.style.width, a.style.height, a.style.transform, a.style.opacity]).toEqual(['10px', '20px', '100px', '30px', 'rotate(30deg)', '0.5']);
    expect(container.querySelector('[data-scale]')?.getAttribute('data-scale')).toBe('0.500');
  });

  it("runs a component's events on a click with the product's handlers only: its alert shows, a global named by the content is never called", () => {
    const open = jest.fn();
    const globals = window as unknown as Record<string, unknown>;
    globals.dashboardTestOpen = open;
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    try {
      const { container } = show();
      fireEvent.click(container.querySelector('[data-component-id="a"]') as HTMLElement);
      expect(alert.mock.calls).toEqual([['Line 1 stopped']]);
      expect(open).not.toHaveBeenCalled();
      expect(globals.__pwned).toBeUndefined();
      fireEvent.click(container.querySelector('[data-component-id="b"]') as HTMLElement);
      expect(alert).toHaveBeenCalledTimes(1);
    } finally {
      alert.mockRestore();
    }
  });
});

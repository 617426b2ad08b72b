import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type CanvasStyle, DASHBOARD_LIMITS, DEFAULT_CANVAS_STYLE } from '@contract/dashboards';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { APP_MESSAGES } from '../../../../app/catalogue';
import { messagesFor } from '../../../../shared/i18n/catalogue';
import { CanvasProperties } from './RightPanel';

/** Records the width field's text as drawn at every commit (a layout effect runs after the DOM is updated, before paint). */
function Recorder({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="dd-canvas-width"]');
    if (input) seen.push(input.value);
  });
  return null;
}

function renderProperties(style: CanvasStyle, seen: string[], onChange = jest.fn()) {
  const tree = (s: CanvasStyle) => (
    <IntlProvider locale="en" messages={messagesFor('en', APP_MESSAGES)}>
      <ChakraProvider value={defaultSystem}>
        <CanvasProperties style={s} onChange={onChange} />
        <Recorder seen={seen} />
      </ChakraProvider>
    </IntlProvider>
  );
  const view = render(tree(style));
  return { onChange, rerender: (s: CanvasStyle) => view.rerender(tree(s)) };
}

const custom: CanvasStyle = { ...DEFAULT_CANVAS_STYLE, width: 1000, height: 700 };
const width = () => screen.getByTestId('dd-canvas-width') as HTMLInputElement;

describe('canvas properties: the width and height fields', () => {
  it('draw a new size from its first frame, never the old text', () => {
    const seen: string[] = [];
    const { rerender } = renderProperties(custom, seen);
    expect(width().value).toBe('1000');
    seen.length = 0;
    act(() => rerender({ ...custom, width: 1200 }));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(seen.map(() => '1200'));
  });

  it('keep typed text until it is committed, then clamp it to the bounds; a new size replaces unsaved text', () => {
    const seen: string[] = [];
    const { onChange, rerender } = renderProperties(custom, seen);
    fireEvent.change(width(), { target: { value: '12' } });
    expect(width().value).toBe('12');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(width());
    // 12 is below the canvas's minimum width: committed as the minimum.
    const minimum = DASHBOARD_LIMITS.canvasWidth.min;
    expect(onChange.mock.calls).toEqual([[{ width: minimum }]]);
    expect(width().value).toBe(String(minimum));

    fireEvent.change(width(), { target: { value: 'abc' } });
    fireEvent.keyDown(width(), { key: 'Enter' });
    expect(width().value).toBe('1000');
    expect(onChange).toHaveBeenCalledTimes(1);

    fireEvent.change(width(), { target: { value: '1500' } });
    act(() => rerender({ ...custom, width: 1300 }));
    expect(width().value).toBe('1300');
  });
});

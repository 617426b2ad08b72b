import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import { DragVerify, type Schedule } from './DragVerify';

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX as browsers do.
beforeAll(() => {
  const w = window as unknown as { PointerEvent?: unknown };
  w.PointerEvent ??= class extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  };
});

function manualSchedule() {
  const pending: { fn: () => void; ms: number }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const entry = { fn, ms };
    pending.push(entry);
    return () => pending.splice(pending.indexOf(entry), 1);
  };
  return { schedule, pending, runAll: () => act(() => pending.splice(0).forEach((p) => p.fn())) };
}

function setup() {
  const passes: number[] = [];
  const timers = manualSchedule();
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <DragVerify onPass={() => passes.push(1)} schedule={timers.schedule} />
      </IntlProvider>
    </ChakraProvider>,
  );
  const slider = screen.getByRole('slider', { name: 'Slide to verify' });
  const handle = screen.getByTestId('drag-verify-handle');
  return { passes, timers, slider, handle };
}

describe('DragVerify', () => {
  it('is 444 x 46 and idle at first', () => {
    const { slider } = setup();
    expect(getComputedStyle(slider).width).toBe('444px');
    expect(getComputedStyle(slider).height).toBe('46px');
    expect(slider.getAttribute('data-status')).toBe('idle');
    expect(slider.getAttribute('aria-valuemax')).toBe('398');
    expect(screen.getByText('Drag the slider to the far right')).toBeTruthy();
  });

  it('passes when dragged to the end, once', () => {
    const { slider, handle, passes } = setup();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    expect(slider.getAttribute('data-status')).toBe('dragging');
    fireEvent.pointerMove(handle, { clientX: 200, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('190');
    fireEvent.pointerMove(handle, { clientX: 900, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(slider.getAttribute('data-status')).toBe('passed');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(passes).toEqual([1]);
  });

  it('fails when let go early and springs back after 0.5 s', () => {
    const { slider, handle, timers, passes } = setup();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(slider.getAttribute('data-status')).toBe('failed');
    expect(screen.getByText('Verification failed, try again')).toBeTruthy();
    expect(timers.pending.map((p) => p.ms)).toEqual([500]);
    timers.runAll();
    expect(slider.getAttribute('data-status')).toBe('idle');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(passes).toEqual([]);
  });

  it('passes from the keyboard', () => {
    const { slider, passes } = setup();
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('data-status')).toBe('dragging');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('data-status')).toBe('passed');
    expect(passes).toEqual([1]);
  });
});

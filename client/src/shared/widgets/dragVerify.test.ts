import { DRAG_VERIFY_SIZE, type DragEvent, type DragState, dragVerifyReducer, initialDrag, travelOf } from './dragVerify';

const MAX = travelOf(DRAG_VERIFY_SIZE.width, DRAG_VERIFY_SIZE.height);
const run = (events: DragEvent[], from: DragState = initialDrag) => events.reduce((s, e) => dragVerifyReducer(s, e, MAX), from);

describe('drag verify', () => {
  it('is 444 x 46 by default; the handle travels the track minus itself', () => {
    expect(DRAG_VERIFY_SIZE).toEqual({ width: 444, height: 46 });
    expect(MAX).toBe(398);
  });

  it('starts idle and drags with the pointer, holding the handle where it was gripped', () => {
    const dragging = run([{ type: 'press', x: 120 }, { type: 'move', x: 220 }]);
    expect(dragging).toMatchObject({ status: 'dragging', offset: 100 });
    expect(run([{ type: 'move', x: 50 }], dragging)).toMatchObject({ status: 'dragging', offset: 0 });
  });

  it('passes when the handle reaches the end, and stays passed', () => {
    const passed = run([{ type: 'press', x: 10 }, { type: 'move', x: 10 + MAX + 40 }]);
    expect(passed).toEqual({ status: 'passed', offset: MAX, grip: 10 });
    expect(run([{ type: 'release' }, { type: 'press', x: 0 }, { type: 'move', x: 0 }, { type: 'springBack' }], passed)).toEqual(passed);
  });

  it('fails when let go before the end, springs back to idle, and can be tried again', () => {
    const failed = run([{ type: 'press', x: 10 }, { type: 'move', x: 200 }, { type: 'release' }]);
    expect(failed).toMatchObject({ status: 'failed', offset: 190 });
    // While failed (springing back) the pointer does nothing.
    expect(run([{ type: 'press', x: 5 }, { type: 'move', x: 500 }], failed)).toEqual(failed);
    const back = run([{ type: 'springBack' }], failed);
    expect(back).toEqual(initialDrag);
    expect(run([{ type: 'press', x: 0 }, { type: 'move', x: 1000 }], back).status).toBe('passed');
  });

  it('ignores moves and releases while idle', () => {
    expect(run([{ type: 'move', x: 300 }, { type: 'release' }])).toEqual(initialDrag);
  });

  it('works from the keyboard: arrows move the handle, End goes to the end and passes', () => {
    const stepped = run([{ type: 'key', key: 'ArrowRight' }, { type: 'key', key: 'ArrowRight' }]);
    expect(stepped.status).toBe('dragging');
    expect(stepped.offset).toBeCloseTo(MAX * 0.2);
    expect(run([{ type: 'key', key: 'ArrowLeft' }], stepped).offset).toBeCloseTo(MAX * 0.1);
    expect(run(Array.from({ length: 10 }, () => ({ type: 'key', key: 'ArrowRight' }) as DragEvent)).status).toBe('passed');
    expect(run([{ type: 'key', key: 'End' }])).toMatchObject({ status: 'passed', offset: MAX });
    // Leaving it half way (blur) fails like letting go.
    expect(run([{ type: 'release' }], stepped).status).toBe('failed');
    expect(run([{ type: 'key', key: 'Tab' }])).toEqual(initialDrag);
  });

  it('starts over on reset', () => {
    expect(run([{ type: 'key', key: 'End' }, { type: 'reset' }])).toEqual(initialDrag);
  });
});

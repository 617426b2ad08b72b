/**
 * The drag-verify slider (spec part 1 sections 4 and 9): drag the handle to the end of the
 * track. States idle -> dragging -> passed (the handle reached the end) or failed (let go
 * before the end: the handle springs back after 0.5 s, then idle again). Pure: the component
 * feeds it pointer and key events and a timer.
 */
export const DRAG_VERIFY_SIZE = { width: 444, height: 46 } as const;
export const SPRING_BACK_MS = 500;
/** Keyboard: one arrow press moves the handle by this share of the track. */
export const KEY_STEP_SHARE = 0.1;

export type DragStatus = 'idle' | 'dragging' | 'passed' | 'failed';

export type DragState = {
  readonly status: DragStatus;
  /** Handle position from the track's start, 0..max (px). */
  readonly offset: number;
  /** Pointer x minus offset at the press: where the pointer holds the handle. */
  readonly grip: number;
};

export type DragEvent =
  | { type: 'press'; x: number }
  | { type: 'move'; x: number }
  | { type: 'release' }
  | { type: 'springBack' }
  | { type: 'key'; key: string }
  | { type: 'reset' };

export const initialDrag: DragState = { status: 'idle', offset: 0, grip: 0 };

/** How far the handle travels: the track minus the handle (a square of the track's height). */
export const travelOf = (width: number, height: number) => Math.max(0, width - height);

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function moveTo(state: DragState, offset: number, max: number): DragState {
  const next = clamp(offset, max);
  return next >= max ? { ...state, status: 'passed', offset: max } : { ...state, status: 'dragging', offset: next };
}

export function dragVerifyReducer(state: DragState, event: DragEvent, max: number): DragState {
  switch (event.type) {
    case 'press':
      // Only from rest: a passed slider stays passed; a failed one is springing back.
      return state.status === 'idle' ? { status: 'dragging', offset: state.offset, grip: event.x - state.offset } : state;
    case 'move':
      return state.status === 'dragging' ? moveTo(state, event.x - state.grip, max) : state;
    case 'release':
      return state.status === 'dragging' ? { ...state, status: 'failed' } : state;
    case 'springBack':
      return state.status === 'failed' ? initialDrag : state;
    case 'key': {
      if (state.status !== 'idle' && state.status !== 'dragging') return state;
      const step = Math.max(1, max * KEY_STEP_SHARE);
      if (event.key === 'ArrowRight' || event.key === 'ArrowUp') return moveTo(state, state.offset + step, max);
      if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') return state.status === 'dragging' ? moveTo(state, state.offset - step, max) : state;
      if (event.key === 'End') return moveTo(state, max, max);
      if (event.key === 'Home') return state.status === 'dragging' ? { ...state, offset: 0 } : state;
      return state;
    }
    case 'reset':
      return initialDrag;
  }
}

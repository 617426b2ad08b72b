import { Box, Text } from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { DRAG_VERIFY_SIZE, type DragStatus, SPRING_BACK_MS, dragVerifyReducer, initialDrag, travelOf } from './dragVerify';
import { Icon } from './Icon';

/** Runs `fn` after `ms`; returns the function that cancels it (replaceable in tests). */
export type Schedule = (fn: () => void, ms: number) => () => void;
const realSchedule: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

export type DragVerifyProps = {
  width?: number;
  height?: number;
  /** Called once when the handle reaches the end. */
  onPass: () => void;
  schedule?: Schedule;
  autoFocus?: boolean;
};

const HINT: Record<DragStatus, string> = {
  idle: 'drag_verify_hint',
  dragging: 'drag_verify_hint',
  passed: 'drag_verify_passed',
  failed: 'drag_verify_failed',
};

/**
 * The drag-verify slider (spec part 1 sections 4 and 9, 444 x 46): drag the handle to the far
 * right. A slider for assistive technology: arrows move it, End takes it to the end; leaving
 * it half way fails like letting go. A failure springs back after 0.5 s.
 */
export function DragVerify({ width = DRAG_VERIFY_SIZE.width, height = DRAG_VERIFY_SIZE.height, onPass, schedule = realSchedule, autoFocus }: DragVerifyProps) {
  const intl = useIntl();
  const max = travelOf(width, height);
  const [state, dispatch] = useReducer((s: typeof initialDrag, e: Parameters<typeof dragVerifyReducer>[1]) => dragVerifyReducer(s, e, max), initialDrag);
  const passedOnce = useRef(false);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'failed') return schedule(() => dispatch({ type: 'springBack' }), SPRING_BACK_MS);
    if (state.status === 'passed' && !passedOnce.current) {
      passedOnce.current = true;
      onPass();
    }
    return undefined;
  }, [state.status, schedule, onPass]);

  useEffect(() => {
    if (autoFocus) track.current?.focus();
  }, [autoFocus]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (state.status !== 'idle') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dispatch({ type: 'press', x: event.clientX });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => dispatch({ type: 'move', x: event.clientX });
  const onPointerUp = () => dispatch({ type: 'release' });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) event.preventDefault();
    dispatch({ type: 'key', key: event.key });
  };

  const passed = state.status === 'passed';
  const failed = state.status === 'failed';
  // Springing back and settling animate; the handle follows the pointer without delay.
  const transition = state.status === 'dragging' ? 'none' : 'left 0.3s ease, width 0.3s ease';
  const label = intl.formatMessage({ id: HINT[state.status] });
  return (
    <Box
      ref={track}
      role="slider"
      tabIndex={passed ? -1 : 0}
      aria-label={intl.formatMessage({ id: 'drag_verify_label' })}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(state.offset)}
      aria-valuetext={label}
      aria-disabled={passed || undefined}
      data-status={state.status}
      data-testid="drag-verify"
      position="relative"
      w={`${width}px`}
      maxW="full"
      h={`${height}px`}
      bg="bg.muted"
      borderWidth="1px"
      borderColor={failed ? 'border.error' : passed ? 'border.success' : 'border'}
      borderRadius="md"
      overflow="hidden"
      userSelect="none"
      onKeyDown={onKeyDown}
      onBlur={() => state.status === 'dragging' && dispatch({ type: 'release' })}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      colorPalette="blue"
    >
      <Box position="absolute" insetY="0" left="0" w={`${state.offset + height / 2}px`} bg={failed ? 'red.subtle' : 'green.subtle'} style={{ transition }} />
      <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" fontSize="sm" color={failed ? 'fg.error' : passed ? 'fg.success' : 'fg.muted'} pointerEvents="none">
        {label}
      </Text>
      <Box
        data-testid="drag-verify-handle"
        position="absolute"
        top="0"
        left={`${state.offset}px`}
        w={`${height}px`}
        h="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={passed ? 'green.solid' : failed ? 'red.solid' : 'bg'}
        color={passed || failed ? 'white' : 'fg.muted'}
        borderRightWidth="1px"
        cursor={state.status === 'idle' ? 'grab' : state.status === 'dragging' ? 'grabbing' : 'default'}
        style={{ transition, touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <Icon name={passed ? 'check' : 'chevronRight'} size={18} />
      </Box>
    </Box>
  );
}

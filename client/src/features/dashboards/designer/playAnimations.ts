import type { AnimationItem } from '@contract/dashboards';
import { animationClass } from './animations';

/**
 * Plays animations on an element one after another (spec part 2 section 4: the preview plays the
 * selected component's animations in sequence, each for its duration to its end). Returns a
 * function that stops and removes the classes. A looping single animation runs until stopped.
 */
export function playAnimations(el: HTMLElement, items: readonly AnimationItem[], onDone?: () => void): () => void {
  let index = 0;
  let current: string[] = [];
  let stopped = false;
  const clear = () => {
    el.classList.remove(...current);
    el.style.removeProperty('--animate-duration');
    el.style.removeProperty('animation-duration');
    current = [];
  };
  const next = () => {
    clear();
    if (stopped) return;
    const item = items[index++];
    if (!item) {
      el.removeEventListener('animationend', next);
      onDone?.();
      return;
    }
    const { className, style } = animationClass(item);
    // Restart even when the same class is played twice in a row.
    void el.offsetWidth;
    current = className.split(' ');
    el.style.setProperty('--animate-duration', style['--animate-duration']!);
    el.style.setProperty('animation-duration', style.animationDuration!);
    el.classList.add(...current);
  };
  el.addEventListener('animationend', next);
  next();
  return () => {
    stopped = true;
    el.removeEventListener('animationend', next);
    clear();
  };
}

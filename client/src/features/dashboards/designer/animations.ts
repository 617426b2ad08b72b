import { type AnimationItem, DASHBOARD_LIMITS } from '@contract/dashboards';

/**
 * The animation picker's effects (spec part 2 section 2: tabs 进入, 强调, 退出 with named effects
 * such as fadeIn, bounce, zoomOut): animate.css class names with their labels.
 */
export type AnimationEffect = { value: string; en: string; zh: string };
export const ANIMATION_TABS = ['enter', 'emphasis', 'exit'] as const;
export type AnimationTab = (typeof ANIMATION_TABS)[number];

export const ANIMATION_EFFECTS: Record<AnimationTab, AnimationEffect[]> = {
  enter: [
    { value: 'fadeIn', en: 'Fade in', zh: '渐显' },
    { value: 'fadeInLeft', en: 'Fade in from left', zh: '向右进入' },
    { value: 'fadeInRight', en: 'Fade in from right', zh: '向左进入' },
    { value: 'fadeInUp', en: 'Fade in upwards', zh: '向上进入' },
    { value: 'fadeInDown', en: 'Fade in downwards', zh: '向下进入' },
    { value: 'bounceIn', en: 'Bounce in', zh: '弹入' },
    { value: 'zoomIn', en: 'Zoom in', zh: '放大进入' },
    { value: 'rotateIn', en: 'Rotate in', zh: '旋转进入' },
    { value: 'flipInX', en: 'Flip in (X)', zh: '水平翻转进入' },
    { value: 'flipInY', en: 'Flip in (Y)', zh: '垂直翻转进入' },
    { value: 'lightSpeedInRight', en: 'Light speed in', zh: '光速进入' },
    { value: 'slideInUp', en: 'Slide in upwards', zh: '向上滑入' },
    { value: 'slideInDown', en: 'Slide in downwards', zh: '向下滑入' },
    { value: 'backInDown', en: 'Back in downwards', zh: '后退进入' },
  ],
  emphasis: [
    { value: 'bounce', en: 'Bounce', zh: '弹跳' },
    { value: 'flash', en: 'Flash', zh: '闪烁' },
    { value: 'pulse', en: 'Pulse', zh: '放大缩小' },
    { value: 'rubberBand', en: 'Rubber band', zh: '橡皮筋' },
    { value: 'shakeX', en: 'Shake horizontally', zh: '左右抖动' },
    { value: 'shakeY', en: 'Shake vertically', zh: '上下抖动' },
    { value: 'headShake', en: 'Head shake', zh: '摇头' },
    { value: 'swing', en: 'Swing', zh: '摆动' },
    { value: 'tada', en: 'Tada', zh: '嗒哒' },
    { value: 'wobble', en: 'Wobble', zh: '摇晃' },
    { value: 'jello', en: 'Jello', zh: '果冻' },
    { value: 'heartBeat', en: 'Heartbeat', zh: '心跳' },
  ],
  exit: [
    { value: 'fadeOut', en: 'Fade out', zh: '渐隐' },
    { value: 'fadeOutLeft', en: 'Fade out to the left', zh: '向左退出' },
    { value: 'fadeOutRight', en: 'Fade out to the right', zh: '向右退出' },
    { value: 'fadeOutUp', en: 'Fade out upwards', zh: '向上退出' },
    { value: 'fadeOutDown', en: 'Fade out downwards', zh: '向下退出' },
    { value: 'bounceOut', en: 'Bounce out', zh: '弹出' },
    { value: 'zoomOut', en: 'Zoom out', zh: '缩小退出' },
    { value: 'rotateOut', en: 'Rotate out', zh: '旋转退出' },
    { value: 'flipOutX', en: 'Flip out (X)', zh: '水平翻转退出' },
    { value: 'lightSpeedOutRight', en: 'Light speed out', zh: '光速退出' },
    { value: 'hinge', en: 'Hinge', zh: '掉落' },
    { value: 'backOutDown', en: 'Back out downwards', zh: '后退退出' },
  ],
};

const BY_VALUE = new Map(Object.values(ANIMATION_EFFECTS).flat().map((e) => [e.value, e]));

export function effectOf(value: string): AnimationEffect | undefined {
  return BY_VALUE.get(value);
}

/** A new animation item for an effect (spec: default time 1 s, no loop). The stored label is the Chinese one. */
export function animationItemOf(effect: AnimationEffect): AnimationItem {
  return { label: effect.zh, value: effect.value, animationTime: DASHBOARD_LIMITS.animationSeconds, isLoop: false };
}

/** The label to show for an item in a language (the stored label for effects not in the list). */
export function animationLabel(item: AnimationItem, locale: 'en' | 'zh'): string {
  return effectOf(item.value)?.[locale] ?? item.label;
}

/** Spec part 2 section 5: duration minimum 0.1, step 0.1, precision 1. */
export function normaliseDuration(seconds: number): number {
  if (!Number.isFinite(seconds)) return DASHBOARD_LIMITS.animationSeconds;
  return Math.max(0.1, Math.round(seconds * 10) / 10);
}

/** Spec: the loop switch is disabled with more than one animation. */
export function canLoop(animations: readonly AnimationItem[]): boolean {
  return animations.length <= 1;
}

/** The CSS animation of one item (animate.css classes and its duration). */
export function animationClass(item: AnimationItem): { className: string; style: Record<string, string> } {
  return {
    className: `animate__animated animate__${item.value}${item.isLoop ? ' animate__infinite' : ''}`,
    style: { '--animate-duration': `${item.animationTime}s`, animationDuration: `${item.animationTime}s` },
  };
}

import { DASHBOARD_LIMITS } from '@contract/dashboards';

/** Spec part 2 sections 4 and 9: the canvas scale in percent, an integer from 1 to 200. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return DASHBOARD_LIMITS.scale.default;
  return Math.min(DASHBOARD_LIMITS.scale.max, Math.max(DASHBOARD_LIMITS.scale.min, Math.round(scale)));
}

/** Spec: the plus and minus buttons step by 1 within 1-200. */
export function stepScale(scale: number, step: 1 | -1): number {
  return clampScale(scale + step);
}

/** Spec part 2 section 4: the margin taken from each dimension of the centre area before fitting. */
export const AUTO_FIT_MARGIN = 50;

/**
 * 自适应 (spec part 2 section 4): the canvas fits inside the centre area minus 50 px each way, as
 * the floor of the smaller ratio in percent (then held within 1-200).
 */
export function autoFitScale(area: { width: number; height: number }, canvas: { width: number; height: number }): number {
  const ratio = Math.min((area.width - AUTO_FIT_MARGIN) / canvas.width, (area.height - AUTO_FIT_MARGIN) / canvas.height);
  return clampScale(Math.floor(ratio * 100));
}

/** Spec part 2 section 9: the editor's centre area is the scaled canvas plus 20 px wide and 10 px high. */
export function editorAreaOf(canvas: { width: number; height: number }, scale: number): { width: number; height: number } {
  return { width: (canvas.width * scale) / 100 + 20, height: (canvas.height * scale) / 100 + 10 };
}

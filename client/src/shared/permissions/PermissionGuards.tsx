import { type CSSProperties, type ReactElement, type ReactNode, cloneElement, isValidElement } from 'react';
import type { PermissionSpec } from './permissions';
import { usePermission } from './usePermission';

export type HideUnlessPermittedProps = {
  permission: PermissionSpec;
  children: ReactNode;
};

/**
 * The hiding directive of spec part 1 section 6: its children only when the caller may use the
 * API (a path for GET, or `{ path, method }`); nothing otherwise, nor while the permissions load.
 */
export function HideUnlessPermitted({ permission, children }: HideUnlessPermittedProps) {
  return usePermission(permission) ? <>{children}</> : null;
}

/** What a disabled control gets besides `disabled`: the look of the spec's disabled style. */
export const DENIED_STYLE: CSSProperties = { opacity: 0.4, cursor: 'not-allowed' };

type Disableable = {
  disabled?: boolean;
  style?: CSSProperties;
  'aria-disabled'?: boolean | 'true' | 'false';
  'data-permission-denied'?: string;
  onClick?: unknown;
};

export type DisableUnlessPermittedProps = {
  permission: PermissionSpec;
  /** One element that takes `disabled` (a button, an input, a menu item). */
  children: ReactElement<Disableable>;
};

/**
 * The disabling directive of spec part 1 section 6: its one child as it is when the caller may
 * use the API; otherwise disabled, marked `aria-disabled`, in the disabled style, its click
 * removed. Spec part 2 section 6: a product-list action without permission is disabled.
 */
export function DisableUnlessPermitted({ permission, children }: DisableUnlessPermittedProps) {
  const allowed = usePermission(permission);
  if (allowed || !isValidElement(children)) return children;
  return cloneElement(children, {
    disabled: true,
    'aria-disabled': true,
    'data-permission-denied': '',
    onClick: undefined,
    style: { ...children.props.style, ...DENIED_STYLE },
  });
}

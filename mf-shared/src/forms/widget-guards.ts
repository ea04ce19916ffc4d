// Product rules §5 "Widgets": the textarea widget and the mobile widget each need at least one matching element on the
// page, or an error whose text is in Chinese is thrown. Code that wires behaviour to these widgets calls the guard
// first, so a page that forgot to render the widget fails loudly instead of doing nothing. The messages are the legacy
// ones, verbatim.

export const TEXTAREA_WIDGET_MISSING = '页面上没有找到 textarea 元素';
export const MOBILE_WIDGET_MISSING = '页面上没有找到手机号输入框';

/** Throws when no textarea exists under root (TextareaField renders one). */
export function assertTextareaWidget(root: ParentNode): void {
  if (!root.querySelector('textarea')) throw new Error(TEXTAREA_WIDGET_MISSING);
}

/** Throws when no mobile widget exists under root (MobileInput's root carries data-mobile-input). */
export function assertMobileWidget(root: ParentNode): void {
  if (!root.querySelector('[data-mobile-input]')) throw new Error(MOBILE_WIDGET_MISSING);
}

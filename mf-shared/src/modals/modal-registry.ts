// Which component draws each modal id. The platform's modals register here; issues that add a modal for their
// area (login, register, message, sell applications) add it to this one list, so ModalHost can draw any of them
// from any page of any area.
import type { ComponentType } from 'react';

export const MODAL_IDS = {
  loginRequired: 'login-required',
  submitSuccess: 'submit-success',
  messageSuccess: 'message-success',
  feedback: 'feedback',
} as const;

const registry = new Map<string, ComponentType<Record<string, unknown>>>();

export function registerModal<P extends object>(id: string, component: ComponentType<P>): void {
  registry.set(id, component as unknown as ComponentType<Record<string, unknown>>);
}

export function modalComponent(id: string): ComponentType<Record<string, unknown>> | undefined {
  return registry.get(id);
}

import type { ExclusionValue } from '@portal/contracts/responsible-gaming';
import { useSyncExternalStore } from 'react';

/**
 * The two dialogs of player protection that live outside the member centre: the reality-check
 * reminder (open or not) and the notice after a time-out or self-exclusion, shown once the
 * session has ended. Tiny on purpose: the app shell reads it to hold back popup notices.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let reminderOpen = false;
let excluded: ExclusionValue | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setReminderOpen(open: boolean): void {
  if (reminderOpen === open) return;
  reminderOpen = open;
  notify();
}

/** After a time-out or self-exclusion: what to tell the (now signed-out) visitor. */
export function showExclusionNotice(value: ExclusionValue | null): void {
  excluded = value;
  notify();
}

export const getExclusionNotice = () => excluded;

export const useExclusionNotice = (): ExclusionValue | null =>
  useSyncExternalStore(subscribe, getExclusionNotice);

/** Whether one of these dialogs is on screen: other modals (popup notices) wait for it. */
export const useResponsibleGamingModalOpen = (): boolean =>
  useSyncExternalStore(subscribe, () => reminderOpen || excluded !== null);

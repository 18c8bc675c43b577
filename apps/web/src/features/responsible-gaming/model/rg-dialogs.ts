import type {
  DailyTimeErrorValue,
  ExclusionValue,
  SessionLimitErrorValue,
} from '@portal/contracts/responsible-gaming';
import { useSyncExternalStore } from 'react';

/**
 * The dialogs of player protection that live outside the member centre: the reality-check
 * reminder and the session limit's warning (open or not), the notice after a time-out or
 * self-exclusion and the one after a session ended by its time limit or by the daily time
 * limit, shown once the session has ended. Tiny on purpose: the app shell reads it to hold back
 * popup notices.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let reminderOpen = false;
let warningOpen = false;
let excluded: ExclusionValue | null = null;
let sessionEnded: SessionLimitErrorValue | null = null;
let dailyEnded: DailyTimeErrorValue | null = null;

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

export function setSessionWarningOpen(open: boolean): void {
  if (warningOpen === open) return;
  warningOpen = open;
  notify();
}

/**
 * After a session ended by its time limit: how long it lasted (the limit) and when it ended.
 * One notice says why the session ended: this one replaces the daily limit's.
 */
export function showSessionLimitNotice(value: SessionLimitErrorValue | null): void {
  sessionEnded = value;
  if (value) dailyEnded = null;
  notify();
}

export const getSessionLimitNotice = () => sessionEnded;

export const useSessionLimitNotice = (): SessionLimitErrorValue | null =>
  useSyncExternalStore(subscribe, getSessionLimitNotice);

/**
 * After a session ended by the daily time limit: the limit, and when the day's count starts
 * again. One notice says why the session ended: this one replaces the session limit's.
 */
export function showDailyTimeNotice(value: DailyTimeErrorValue | null): void {
  dailyEnded = value;
  if (value) sessionEnded = null;
  notify();
}

export const getDailyTimeNotice = () => dailyEnded;

export const useDailyTimeNotice = (): DailyTimeErrorValue | null =>
  useSyncExternalStore(subscribe, getDailyTimeNotice);

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
  useSyncExternalStore(
    subscribe,
    () => reminderOpen || warningOpen || excluded !== null || sessionEnded !== null || dailyEnded !== null,
  );

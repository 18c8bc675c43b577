import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type Preference = { collapsed: boolean; setCollapsed: (collapsed: boolean) => void };

const SideMenuPreference = createContext<Preference>({ collapsed: false, setCollapsed: () => undefined });

/** Remembers the visitor's collapse choice across routes (each route mounts its own side menu). */
export function SideMenuPreferenceProvider({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const value = useMemo(() => ({ collapsed, setCollapsed }), [collapsed]);
  return <SideMenuPreference value={value}>{children}</SideMenuPreference>;
}

export const useSideMenuPreference = () => useContext(SideMenuPreference);

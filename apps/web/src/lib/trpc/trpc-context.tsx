import { createContext, useContext, type ReactNode } from 'react';
import type { Trpc } from './trpc.ts';

const TrpcContext = createContext<Trpc | null>(null);

/** Provides the same options proxy the router context carries, so components and loaders share keys. */
export function TrpcProvider({ trpc, children }: { trpc: Trpc; children: ReactNode }) {
  return <TrpcContext.Provider value={trpc}>{children}</TrpcContext.Provider>;
}

export function useTrpc(): Trpc {
  const trpc = useContext(TrpcContext);
  if (!trpc) throw new Error('useTrpc needs a <TrpcProvider> above it');
  return trpc;
}

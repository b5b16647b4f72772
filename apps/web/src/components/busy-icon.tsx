import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const spinning = css({ animation: 'spin' });

/** A button's icon, or a spinner while its call runs. */
export function BusyIcon({ busy, children }: { busy: boolean; children: ReactNode }) {
  return busy ? <Loader2 aria-hidden className={spinning} /> : children;
}

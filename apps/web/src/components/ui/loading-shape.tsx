import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * While a block loads: its own shape, drawn invisible and out of reach (no reader, no focus, no
 * tap), with the spinner over it. The block takes its final room at once, so what is below it does
 * not move when the data arrives (no layout shift). `children` is the block without its data.
 */
export function LoadingShape({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="loading-shape">
      <div className="invisible" aria-hidden="true" inert>
        {children}
      </div>
      <div className="loading-shape-spinner">
        <Spinner label={label} />
      </div>
    </div>
  );
}

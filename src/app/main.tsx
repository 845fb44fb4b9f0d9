import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createSizingStore } from './state';

const store = createSizingStore();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);

/** The prerendered page can be taken over as is only where numbers are written the same way. */
function formatsAlike(a: string, b: string): boolean {
  const sample = (l: string) =>
    [
      new Intl.NumberFormat(l, { maximumFractionDigits: 2 }).format(1234567.891),
      new Intl.NumberFormat(l, { style: 'percent' }).format(0.593),
      new Intl.NumberFormat(l, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }).format(3.25),
      new Intl.NumberFormat(l, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(12),
    ].join('|');
  try {
    return sample(a) === sample(b);
  } catch {
    return false;
  }
}

const prerendered = root.dataset.prerendered;
if (prerendered && formatsAlike(prerendered, navigator.language)) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

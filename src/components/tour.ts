/**
 * A short guided tour over the live screen, in plain DOM so it outlives the tab that started it
 * (switching tabs unmounts the Learning Center). About 150 lines instead of driver.js: the same
 * highlight-and-popover with keyboard control (Tab stays in the popover, Enter/→ next, ← back,
 * Escape closes), focus returned at the end, and no animation under prefers-reduced-motion.
 * A target is found by its accessible label or visible text; one that is not on screen yet (a lazy
 * tab still loading) is waited for briefly, then the step is shown without a highlight.
 */
export type TourStep = {
  /** aria-label, a <label>'s text, a heading's or a button's text. */
  target: string;
  title: string;
  text: string;
};

const WAIT_MS = 4000;
const Z = 2147483000;

function findTarget(label: string): HTMLElement | null {
  const byAria = document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`);
  if (byAria) return byAria;
  const candidates = document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, label, button, [role="tab"], legend');
  for (const element of candidates) {
    if (element.closest('[data-tour]')) continue;
    if ((element.textContent ?? '').trim().startsWith(label) && element.getClientRects().length > 0) return element;
  }
  return null;
}

async function waitForTarget(label: string): Promise<HTMLElement | null> {
  const start = performance.now();
  while (performance.now() - start < WAIT_MS) {
    const found = findTarget(label);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

export function startTour(steps: readonly TourStep[], name: string): void {
  document.querySelector('[data-tour]')?.remove();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const root = document.createElement('div');
  root.dataset.tour = name;
  const ring = document.createElement('div');
  ring.setAttribute('aria-hidden', 'true');
  Object.assign(ring.style, {
    position: 'fixed',
    zIndex: String(Z),
    pointerEvents: 'none',
    borderRadius: '6px',
    boxShadow: '0 0 0 4px #3182ce, 0 0 0 9999px rgba(0,0,0,0.45)',
    transition: reduced ? 'none' : 'all 150ms ease-out',
  });
  const box = document.createElement('div');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'false');
  box.setAttribute('aria-labelledby', 'tour-title');
  box.setAttribute('aria-describedby', 'tour-text');
  Object.assign(box.style, {
    position: 'fixed',
    zIndex: String(Z + 1),
    maxWidth: 'min(360px, calc(100vw - 24px))',
    background: '#fff',
    color: '#1a202c',
    borderRadius: '8px',
    padding: '16px',
    boxShadow: '0 8px 24px rgba(0,0,0,0.3)',
    font: '14px/1.5 system-ui, sans-serif',
  });
  root.append(ring, box);
  document.body.append(root);

  let index = 0;
  let target: HTMLElement | null = null;

  const place = () => {
    const rect = target?.getBoundingClientRect();
    if (!rect || rect.width === 0) {
      Object.assign(ring.style, { display: 'none' });
      Object.assign(box.style, { left: '50%', top: '50%', transform: 'translate(-50%, -50%)' });
      return;
    }
    Object.assign(ring.style, {
      display: 'block',
      left: `${rect.left - 4}px`,
      top: `${rect.top - 4}px`,
      width: `${rect.width + 8}px`,
      height: `${rect.height + 8}px`,
    });
    const below = rect.bottom + 12 + box.offsetHeight < window.innerHeight;
    const top = below ? rect.bottom + 12 : Math.max(12, rect.top - 12 - box.offsetHeight);
    const left = Math.min(Math.max(12, rect.left), window.innerWidth - box.offsetWidth - 12);
    Object.assign(box.style, { left: `${left}px`, top: `${top}px`, transform: 'none' });
  };

  const close = () => {
    window.removeEventListener('resize', place);
    window.removeEventListener('scroll', place, true);
    root.remove();
    returnFocus?.focus();
  };

  const button = (label: string, onClick: () => void, primary = false) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    Object.assign(element.style, {
      marginInlineEnd: '8px',
      padding: '6px 12px',
      borderRadius: '6px',
      border: primary ? 'none' : '1px solid #a0aec0',
      background: primary ? '#2b6cb0' : '#fff',
      color: primary ? '#fff' : '#1a202c',
      cursor: 'pointer',
      font: 'inherit',
    });
    element.addEventListener('click', onClick);
    return element;
  };

  const show = async (next: number) => {
    index = next;
    const step = steps[index];
    target = await waitForTarget(step.target);
    if (!root.isConnected) return;
    target?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    box.replaceChildren();
    const title = document.createElement('h2');
    title.id = 'tour-title';
    title.textContent = step.title;
    Object.assign(title.style, { fontSize: '16px', fontWeight: '600', margin: '0 0 4px' });
    const text = document.createElement('p');
    text.id = 'tour-text';
    text.textContent = target ? step.text : `${step.text} (This part is not on screen yet.)`;
    Object.assign(text.style, { margin: '0 0 12px' });
    const counter = document.createElement('p');
    counter.textContent = `Step ${index + 1} of ${steps.length}`;
    Object.assign(counter.style, { margin: '0 0 12px', fontSize: '12px', color: '#4a5568' });
    const last = index === steps.length - 1;
    const primary = button(last ? 'Done' : 'Next', () => (last ? close() : void show(index + 1)), true);
    const actions = [primary];
    if (index > 0) actions.unshift(button('Back', () => void show(index - 1)));
    actions.push(button('Close tour', close));
    box.append(title, text, counter, ...actions);
    place();
    requestAnimationFrame(place);
    primary.focus();
  };

  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowRight' && index < steps.length - 1) void show(index + 1);
    else if (event.key === 'ArrowLeft' && index > 0) void show(index - 1);
    else if (event.key === 'Tab') {
      const buttons = [...box.querySelectorAll('button')];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      buttons[next]?.focus();
      event.preventDefault();
    }
  });
  window.addEventListener('resize', place);
  window.addEventListener('scroll', place, true);
  void show(0);
}

import { describe, expect, it } from 'vitest';
import { reducer } from './use-toast';

const t = (id: string) => ({ id, title: id, open: true });

describe('toast reducer', () => {
  it('keeps only one toast at a time, the newest', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: t('2') });
    expect(state.toasts.map((x) => x.id)).toEqual(['2']);
  });

  it('closes a dismissed toast before removing it', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });
});

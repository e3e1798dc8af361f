import { createSlice } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson } from '../lib/storage';

export type VatState = { enabled: boolean };

/** VAT display is off by default and remembered in browser storage. */
export function restoreVat(): VatState {
  return { enabled: readJson<boolean>(STORAGE_KEYS.vat) === true };
}

const vatSlice = createSlice({
  name: 'vat',
  initialState: { enabled: false } as VatState,
  reducers: {
    vatToggled: (state) => {
      state.enabled = !state.enabled;
    },
  },
  selectors: { selectVatEnabled: (state) => state.enabled },
});

export const { vatToggled } = vatSlice.actions;
export const { selectVatEnabled } = vatSlice.selectors;
export const vatReducer = vatSlice.reducer;

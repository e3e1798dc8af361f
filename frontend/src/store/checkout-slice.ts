import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson } from '../lib/storage';
import { loggedOut } from './auth-slice';

/** What the customer configured, kept locally until the order is created (storefront spec, section 3). */
export type PendingPricing = {
  basePrice: number;
  totalPrice: number;
  currency: 'ETB';
  billingCycle: 'One-time';
};

export type KvmSpecifications = {
  cores: number;
  cpuType: string;
  baseSpeed: number;
  turboSpeed: number;
  /** MB */
  memory: number;
  /** MB */
  disk: number;
  ipv4: number;
  traffic: number;
  duration: number;
};

export type GameSpecifications = {
  game: string;
  package: string;
  version: string;
  versionId: string;
  slots: number;
  /** MB */
  memory: number;
  duration: number;
};

export type PendingKvmConfiguration = {
  type: 'kvm';
  id: string;
  serviceName: string;
  /** the KVM line, for the way back to configuration and for display */
  line?: string;
  os: string;
  osId: string;
  specifications: KvmSpecifications;
  pricing: PendingPricing;
};

export type PendingGameConfiguration = {
  type: 'game';
  id: string;
  serviceName: string;
  gameType?: 'slots' | 'memory';
  duration: number;
  specifications: GameSpecifications;
  pricing: PendingPricing;
};

export type PendingConfiguration = PendingKvmConfiguration | PendingGameConfiguration;

export type CheckoutState = { pending: PendingConfiguration | null };

function isPendingConfiguration(value: unknown): value is PendingConfiguration {
  const v = value as PendingConfiguration | null;
  return (
    !!v &&
    (v.type === 'kvm' || v.type === 'game') &&
    typeof v.id === 'string' &&
    typeof v.serviceName === 'string' &&
    !!v.specifications &&
    !!v.pricing
  );
}

export function restoreCheckout(): CheckoutState {
  const stored = readJson<unknown>(STORAGE_KEYS.pendingConfiguration);
  return { pending: isPendingConfiguration(stored) ? stored : null };
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: { pending: null } as CheckoutState,
  reducers: {
    configurationSaved: (state, action: PayloadAction<PendingConfiguration>) => {
      state.pending = action.payload;
    },
    configurationCleared: (state) => {
      state.pending = null;
    },
  },
  // Logout also clears any pending configuration.
  extraReducers: (builder) => builder.addCase(loggedOut, (state) => void (state.pending = null)),
  selectors: { selectPendingConfiguration: (state) => state.pending },
});

export const { configurationSaved, configurationCleared } = checkoutSlice.actions;
export const { selectPendingConfiguration } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;

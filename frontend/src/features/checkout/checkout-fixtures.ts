/** Configurations as the configure pages save them, for this feature's stories and tests. */
export {
  pendingGameConfiguration,
  pendingKvmConfiguration,
  pendingRyzenConfiguration,
} from '../../test/fixtures';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui';
import type { DiscountFormValues } from './discount-form';

export const KICKBACK_HINT = 'Percentage of revenue paid to affiliate (0-100%)';
export const CODE_LOCKED_NOTE = 'Code cannot be changed after creation';

/** The attributes of a percentage input: 0 to 100 in steps of 0.01 (spec 5). */
const percentInput = { type: 'number', min: 0, max: 100, step: 0.01, inputMode: 'decimal' } as const;

export type DiscountFormFieldsProps = {
  register: UseFormRegister<DiscountFormValues>;
  errors: FieldErrors<DiscountFormValues>;
  /** Edit shows the code read-only with its note; create lets the admin type it, in capitals. */
  lockedCode?: string;
};

/** The code as the admin types it: forced to upper case, the caret kept where it was. */
function CodeInput({ register, error }: { register: UseFormRegister<DiscountFormValues>; error?: string }) {
  const code = register('code');
  return (
    <TextField
      label="Code"
      required
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      placeholder="e.g. SUMMER25"
      error={error}
      inputClassName="font-mono font-semibold tracking-wide"
      {...code}
      onChange={(event) => {
        const input = event.target;
        const { selectionStart, selectionEnd } = input;
        input.value = input.value.toUpperCase();
        input.setSelectionRange(selectionStart, selectionEnd);
        return code.onChange(event);
      }}
    />
  );
}

/** The create and edit modals' fields, with the spec's labels and hints (console spec 2.9). */
export function DiscountFormFields({ register, errors, lockedCode }: DiscountFormFieldsProps) {
  return (
    <>
      {lockedCode !== undefined ? (
        <TextField
          label="Code"
          value={lockedCode}
          readOnly
          hint={CODE_LOCKED_NOTE}
          inputClassName="bg-surface-muted font-mono font-semibold tracking-wide"
        />
      ) : (
        <CodeInput register={register} error={errors.code?.message} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Discount Percentage"
          required
          {...percentInput}
          error={errors.discount?.message}
          {...register('discount')}
        />
        <TextField
          label="Affiliate Kickback Percentage"
          {...percentInput}
          hint={KICKBACK_HINT}
          error={errors.affiliateKickback?.message}
          {...register('affiliateKickback')}
        />
      </div>
      <TextField label="Given To" required error={errors.givenTo?.message} {...register('givenTo')} />
      <TextField
        label="Expiration Date"
        type="datetime-local"
        hint="Optional. Addis Ababa time; leave empty for no expiration."
        error={errors.expiresAt?.message}
        {...register('expiresAt')}
      />
    </>
  );
}

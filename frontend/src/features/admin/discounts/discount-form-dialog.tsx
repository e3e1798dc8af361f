import { DISCOUNT_CREATE_FAILED, DISCOUNT_UPDATE_FAILED } from '@shop/domain';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, DialogClose } from '../../../components/ui';
import {
  useAdminCreateDiscountCodeMutation,
  useAdminUpdateDiscountCodeMutation,
  type DiscountCode,
} from '../../../api';
import { adminErrorMessage, AdminModal } from '../shared';
import {
  createDiscountResolver,
  discountFormValuesOf,
  EMPTY_DISCOUNT_FORM,
  updateDiscountResolver,
  type DiscountFormValues,
} from './discount-form';
import { DiscountFormFields } from './discount-form-fields';
import { ErrorBox } from './error-box';

type FormModalProps<Body> = {
  title: string;
  submitLabel: string;
  defaultValues: DiscountFormValues;
  resolver: Resolver<DiscountFormValues, unknown, Body>;
  /** Sends the body; resolves when the server took it, rejects with its error. */
  send: (body: Body) => Promise<unknown>;
  /** The spec's fallback when the server gives no message. */
  failure: string;
  lockedCode?: string;
  onClose: () => void;
};

/**
 * A discount code form in a modal: the contract's rules checked as the admin submits, the server's
 * refusal ('Discount code already exists') in the red Error box above the fields; closes on success.
 * Mounted while open, so each opening starts from its defaults.
 */
function DiscountFormModal<Body>({
  title,
  submitLabel,
  defaultValues,
  resolver,
  send,
  failure,
  lockedCode,
  onClose,
}: FormModalProps<Body>) {
  const formId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DiscountFormValues, unknown, Body>({ resolver, defaultValues });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await send(body);
      onClose();
    } catch (error) {
      setServerError(adminErrorMessage(error, failure));
    }
  });

  return (
    <AdminModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        {serverError && <ErrorBox message={serverError} />}
        <DiscountFormFields register={register} errors={errors} lockedCode={lockedCode} />
      </form>
    </AdminModal>
  );
}

/** Create Discount Code (spec 2.9): every field, the code upper-cased; the list reloads after. */
export function CreateDiscountDialog({ onClose }: { onClose: () => void }) {
  const [create] = useAdminCreateDiscountCodeMutation();
  return (
    <DiscountFormModal
      title="Create Discount Code"
      submitLabel="Create"
      defaultValues={EMPTY_DISCOUNT_FORM}
      resolver={createDiscountResolver}
      send={(body) => create({ discountCodeCreateRequest: body }).unwrap()}
      failure={DISCOUNT_CREATE_FAILED}
      onClose={onClose}
    />
  );
}

/** Edit Discount Code: the code read-only (never sent), the other fields editable; Cancel and Update. */
export function EditDiscountDialog({ code, onClose }: { code: DiscountCode; onClose: () => void }) {
  const [update] = useAdminUpdateDiscountCodeMutation();
  return (
    <DiscountFormModal
      title="Edit Discount Code"
      submitLabel="Update"
      defaultValues={discountFormValuesOf(code)}
      resolver={updateDiscountResolver}
      send={(body) => update({ id: code.id, discountCodeUpdateRequest: body }).unwrap()}
      failure={DISCOUNT_UPDATE_FAILED}
      lockedCode={code.code}
      onClose={onClose}
    />
  );
}

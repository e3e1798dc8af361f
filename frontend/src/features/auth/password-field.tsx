import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from '../../components/ui';
import { useT } from '../../i18n';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  visible: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * A password input with a show/hide button inside its right edge. The button has its own label and
 * aria-pressed; without `onVisibleChange` the field follows another field's toggle (confirmation).
 */
export function PasswordField({ visible, onVisibleChange, ...props }: PasswordFieldProps) {
  const t = useT();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        onVisibleChange && (
          <button
            type="button"
            onClick={() => onVisibleChange(!visible)}
            aria-label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
            aria-pressed={visible}
            className="focus-ring inline-flex size-9 items-center justify-center rounded-control text-ink-subtle hover:bg-surface-muted hover:text-ink"
          >
            {visible ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </button>
        )
      }
    />
  );
}

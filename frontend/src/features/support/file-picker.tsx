import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE } from '@shop/domain';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useT } from '../../i18n';

/**
 * Attachments by drag and drop or the file picker: at most 3 files of at most 5 MB each, checked
 * here for a quick answer (the server decides the type by the bytes, and says so if it refuses).
 */
export function FilePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const add = (added: File[]) => {
    const tooLarge = added.find((file) => file.size > ATTACHMENT_MAX_BYTES);
    if (tooLarge) return setProblem(t('support.files.tooLarge', { name: tooLarge.name }));
    const next = [...files, ...added];
    if (next.length > ATTACHMENTS_PER_MESSAGE) return setProblem(t('support.files.tooMany'));
    setProblem(null);
    onChange(next);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t('support.files.label')}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="file-drop"
        className={`flex flex-col items-center gap-2 rounded-card border-2 border-dashed p-4 text-center text-sm ${
          over ? 'border-brand-600 bg-brand-50' : 'border-line'
        }`}
      >
        <Paperclip className="size-5 text-ink-muted" aria-hidden="true" />
        <span className="text-ink-muted">{t('support.files.drop')}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          aria-describedby={hintId}
          accept="image/png,image/jpeg,image/webp,application/pdf,text/plain"
          className="w-full min-w-0 max-w-full text-sm"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('support.files.hint')}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">{file.name}</span>
              <button
                type="button"
                className="rounded-control p-1 text-ink-muted hover:bg-surface-muted"
                aria-label={t('support.files.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

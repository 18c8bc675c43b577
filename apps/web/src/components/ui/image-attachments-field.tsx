import { clsx } from 'clsx';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addImages,
  formatFileSize,
  IMAGE_ACCEPT,
  type ImageLimits,
  type ImageRefusal,
  megabytes,
} from '../../lib/image-attachments.ts';
import { Button } from './button.tsx';
import styles from './image-attachments-field.module.css';

type Props = {
  id?: string;
  /** The field's name, e.g. "Images (optional)". */
  label: string;
  images: readonly File[];
  onImagesChange: (images: File[]) => void;
  /** How many images, and how large each: the form's own rule (feedback, promotion applications). */
  limits: ImageLimits;
  /** What the server said of the images (a refused upload). */
  error: string | null;
  disabled?: boolean;
};

/** A File has no id: each gets a key of its own while it is listed. */
const keys = new WeakMap<File, number>();
let nextKey = 0;
const keyOf = (file: File) => {
  let key = keys.get(file);
  if (key === undefined) {
    key = nextKey++;
    keys.set(file, key);
  }
  return key;
};

/**
 * Up to `limits.maxCount` PNG or JPG images of `limits.maxBytes` each, chosen one or several at a
 * time: each is listed with its name, its size and a remove button; a file that breaks a rule is
 * not added and the reason is announced. The server checks them again.
 */
export function ImageAttachmentsField({ id, label, images, onImagesChange, limits, error, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const refusedId = `${inputId}-refused`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<ImageRefusal[]>([]);
  // Files are checked asynchronously: picks run one after another on the latest list.
  const latest = useRef(images);
  latest.current = images;
  const queue = useRef(Promise.resolve());
  const rule = { max: limits.maxCount, size: megabytes(limits.maxBytes) };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // A new pick of the same file must fire `change` again.
    event.target.value = '';
    if (chosen.length === 0) return;
    queue.current = queue.current.then(async () => {
      const result = await addImages(latest.current, chosen, limits);
      latest.current = result.images;
      setRefused(result.refused);
      onImagesChange(result.images);
    });
  };

  const remove = (file: File) => {
    setRefused([]);
    const next = latest.current.filter((image) => image !== file);
    latest.current = next;
    onImagesChange(next);
    // The button is gone; the picker is the natural next stop.
    input.current?.focus();
  };

  const describedBy = [error ? errorId : null, refused.length > 0 ? refusedId : null, hintId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.images}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={clsx(styles.pick, error && styles.invalid)}>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className={styles.pickInput}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={onChange}
        />
        <span className={styles.pickButton} aria-hidden="true">
          {t('imageAttachments.choose')}
        </span>
        <span className={styles.pickCount} aria-live="polite">
          {t('imageAttachments.count', { count: images.length, max: limits.maxCount })}
        </span>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('imageAttachments.hint', rule)}
      </p>
      {refused.length > 0 ? (
        <div id={refusedId} className={styles.error} role="alert">
          {refused.map((refusal, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same name may be refused twice
            <p key={index}>
              {t(`imageAttachments.refusals.${refusal.key}`, { name: refusal.name, ...rule })}
            </p>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.files} aria-label={t('imageAttachments.chosen')}>
          {images.map((file) => (
            <li key={keyOf(file)} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, i18n.language)}</span>
              <Button
                variant="ghost"
                className={styles.remove}
                aria-label={t('imageAttachments.removeImage', { name: file.name })}
                disabled={disabled}
                onClick={() => remove(file)}
              >
                {t('imageAttachments.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_PHOTO_MAX_BYTES, SERVICE_PHOTO_TYPES, SERVICE_REQUEST_MAX_PHOTOS, servicePhotoRefusal } from '@parking/domain/car-services/custom-requests';
import type { ServicePhotoWire } from '@parking/domain/contracts/car-service';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { deleteServicePhoto, fetchServicePhoto, uploadServicePhoto } from './car-service-api';
import { carServiceSlice, setCarServices } from './car-service-store';
import styles from './car-services.module.css';

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The refusal of one chosen file before it is sent (the server checks the same, domain rule). */
export async function refusalOf(file: Blob, photosAlready: number): Promise<ReturnType<typeof servicePhotoRefusal>> {
  // A file over 2 MB is refused without reading it.
  if (file.size > SERVICE_PHOTO_MAX_BYTES) return 'photo_too_large';
  return servicePhotoRefusal(await readBytes(file), photosAlready);
}

/**
 * Previews of the upload's photos as data URLs (the CSP allows data: images, not blob:): the file
 * just sent, else fetched with the token (after a reload or a remount).
 */
function usePreviews(upload: { token: string; photos: ServicePhotoWire[] } | null, local: Map<number, string>) {
  const [urls, setUrls] = useState<Record<number, string>>({});
  useEffect(() => {
    if (!upload) return;
    let alive = true;
    for (const p of upload.photos) {
      if (urls[p.id] || local.has(p.id)) continue;
      fetchServicePhoto(p.url, upload.token)
        .then(readAsDataUrl)
        .then(
          (url) => {
            if (alive) setUrls((u) => ({ ...u, [p.id]: url }));
          },
          () => undefined,
        );
    }
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetch what is missing when the list changes
  }, [upload]);
  return (id: number) => local.get(id) ?? urls[id] ?? null;
}

/**
 * Issue 16.3 "photos optional" on the custom service request: up to 3 JPEG, PNG or WebP photos
 * of at most 2 MB each, uploaded as soon as they are chosen (contracts/car-service.ts), shown as
 * previews with a remove button each; a refused file is named with the reason next to the field,
 * in the traveller's language (the server's reason when it refused it).
 */
export function ServicePhotosField({ id }: { id: string }) {
  const { t } = useTranslation('carServices');
  const { t: tv } = useTranslation('validation');
  const upload = carServiceSlice.use((s) => s.photoUpload);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const local = useRef(new Map<number, string>());
  const preview = usePreviews(upload, local.current);
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const photos = upload?.photos ?? [];
  const full = photos.length >= SERVICE_REQUEST_MAX_PHOTOS;

  const reasonOf = (err: unknown) => (err instanceof ApiError && err.reason ? err.reason : t('photo_failed'));

  const onFiles = async (files: File[]) => {
    if (busy || files.length === 0) return;
    setBusy(true);
    const refused: string[] = [];
    let current = carServiceSlice.get().photoUpload;
    for (const file of files) {
      const refusal = await refusalOf(file, current?.photos.length ?? 0);
      if (refusal) {
        refused.push(`${file.name}: ${tv(refusal)}`);
        continue;
      }
      try {
        const before = new Set(current?.photos.map((p) => p.id) ?? []);
        const dataUrl = await readAsDataUrl(file);
        const res = await uploadServicePhoto(dataUrl, current?.token ?? null);
        const token = res.upload_token ?? current?.token;
        if (!token) throw new Error('no upload token');
        current = { token, photos: res.photos };
        const added = res.photos.find((p) => !before.has(p.id));
        if (added) local.current.set(added.id, dataUrl);
        setCarServices({ photoUpload: current });
      } catch (err) {
        refused.push(`${file.name}: ${reasonOf(err)}`);
      }
    }
    setErrors(refused);
    setBusy(false);
    if (input.current) input.current.value = '';
  };

  const remove = async (photo: ServicePhotoWire) => {
    const current = carServiceSlice.get().photoUpload;
    if (!current || busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const res = await deleteServicePhoto(photo.id, current.token);
      setCarServices({ photoUpload: { token: current.token, photos: res.photos } });
      local.current.delete(photo.id);
    } catch (err) {
      setErrors([reasonOf(err)]);
    }
    setBusy(false);
    input.current?.focus();
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('service_photos')}</label>
      <p id={hintId} className={styles.note}>
        {t('photos_hint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={SERVICE_PHOTO_TYPES.join(',')}
        multiple
        disabled={full}
        aria-describedby={errors.length > 0 ? `${hintId} ${errorId}` : hintId}
        aria-invalid={errors.length > 0 || undefined}
        onChange={(e) => void onFiles([...(e.target.files ?? [])])}
      />
      {busy ? <Spinner label={t('photos_uploading')} /> : null}
      <div id={errorId} role="alert" className={styles.fieldErrors}>
        {errors.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
      {photos.length > 0 ? (
        <ul className={styles.photos} aria-label={t('photos_list')}>
          {photos.map((p, i) => {
            const src = preview(p.id);
            return (
              <li key={p.id} className={styles.photo}>
                {src ? <img src={src} alt={t('photo_preview', { n: i + 1 })} className={styles.photoImage} /> : <span className={styles.photoImage} role="img" aria-label={t('photo_preview', { n: i + 1 })} />}
                <Button variant="ghost" disabled={busy} onClick={() => void remove(p)}>
                  {t('photo_remove', { n: i + 1 })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

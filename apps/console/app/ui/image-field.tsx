/**
 * An image field for console forms (decision 257): shows the current image, uploads a new one (choose a file
 * or drop it on the field) with a progress bar, and hands the stored path to `onChange`. The file's type and
 * size are checked here first for a quick answer; the server checks the content itself and its translated
 * message is shown as it is.
 *
 *   <ImageField label={t('menu.product.image')} value={form.values.image} onChange={(p) => form.setFieldValue('image', p ?? '')} />
 */
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  type ImageContentType,
  imageVariantPath,
  type UploadedImage,
} from '@dasturxon/contracts';
import { imageUrl } from '@dasturxon/domain';
import { Box, Button, FileButton, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/index.tsx';
import { currentLang } from '../i18n/lang-store.ts';
import { NETWORK_ERROR_CODE } from '../lib/api.ts';
import { loadMerchant } from '../lib/runtime.ts';
import { createImageUploader, type ImageUploader } from '../lib/upload-image.ts';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

const defaultUploader: ImageUploader = createImageUploader({
  merchantId: async () => (await loadMerchant())?.id ?? null,
  lang: currentLang,
});

export interface ImageFieldProps {
  /** The field's label, already translated. */
  label: ReactNode;
  /** The stored path (`images/uploads/...webp`, or any path/URL an image field held before), or null/''. */
  value: string | null | undefined;
  /** Called with the new path after an upload, and with null when the image is removed. */
  onChange: (path: string | null, image?: UploadedImage) => void;
  description?: ReactNode;
  /** A form error to show under the field. */
  error?: ReactNode;
  disabled?: boolean;
  /** Hide the remove button (a field that must always have an image). */
  required?: boolean;
  /** Preview box size in pixels (default 96). */
  previewSize?: number;
  /** For tests and stories: another uploader than the staff API. */
  uploader?: ImageUploader;
}

/** The URL the preview shows: the 480 variant of an upload, else the path as the storefront would show it. */
export function previewUrl(path: string): string {
  const shown = /^images\/uploads\/.+\.webp$/.test(path) ? imageVariantPath(path, 'thumb') : path;
  return imageUrl(shown, { cdnBase: '' });
}

export function ImageField(props: ImageFieldProps) {
  const t = useT();
  const id = useId();
  const upload = props.uploader ?? defaultUploader;
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;
  const disabled = props.disabled || busy;
  const value = props.value?.trim() || null;

  async function send(file: File | null) {
    if (!file || disabled) return;
    setProblem(null);
    if (file.type && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type as ImageContentType)) {
      setProblem(t('image.errorType'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setProblem(t('image.errorSize', { max: MAX_MB }));
      return;
    }
    setProgress(0);
    const [error, image] = await upload(file, (fraction) => setProgress(Math.round(fraction * 100)));
    setProgress(null);
    if (error) {
      if (error.code === NETWORK_ERROR_CODE) setProblem(t('image.errorNetwork'));
      else setProblem(error.message || t('image.errorServer'));
      return;
    }
    props.onChange(image.path, image);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0] ?? null);
  }

  const size = props.previewSize ?? 96;
  const shownError = problem ?? props.error;
  return (
    <Input.Wrapper
      id={id}
      label={props.label}
      description={props.description}
      error={shownError}
      data-testid="image-field"
    >
      <Paper
        withBorder
        p="xs"
        mt={4}
        radius="md"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Group gap="md" wrap="nowrap" align="center">
          <Box
            w={size}
            h={size}
            style={{
              flexShrink: 0,
              borderRadius: 8,
              overflow: 'hidden',
              background: 'var(--mantine-color-gray-1)',
            }}
          >
            {value ? (
              <Image
                src={previewUrl(value)}
                alt={t('image.preview', { label: typeof props.label === 'string' ? props.label : '' })}
                w={size}
                h={size}
                fit="contain"
              />
            ) : (
              <Text size="xs" c="dimmed" ta="center" pt={size / 2 - 10}>
                {t('image.none')}
              </Text>
            )}
          </Box>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('image.drop')}
            </Text>
            <Group gap="xs">
              <FileButton
                onChange={(file) => void send(file)}
                accept={IMAGE_CONTENT_TYPES.join(',')}
                disabled={disabled}
              >
                {(buttonProps) => (
                  <Button {...buttonProps} size="xs" variant="light" id={id} disabled={disabled}>
                    {value ? t('image.replace') : t('image.choose')}
                  </Button>
                )}
              </FileButton>
              {value && !props.required ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  onClick={() => {
                    setProblem(null);
                    props.onChange(null);
                  }}
                >
                  {t('image.remove')}
                </Button>
              ) : null}
            </Group>
            {busy ? (
              <Stack gap={2}>
                <Progress
                  value={progress}
                  size="sm"
                  animated
                  aria-label={t('image.uploading', { percent: progress })}
                />
                <Text size="xs" c="dimmed">
                  {t('image.uploading', { percent: progress })}
                </Text>
              </Stack>
            ) : (
              <Text size="xs" c="dimmed">
                {t('image.hint', { max: MAX_MB })}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}

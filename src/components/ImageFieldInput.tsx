import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ImagePicker, type ImagePickerMessages } from './ImagePicker';

/** One of the console's image fields: where the form keeps its URL, what its picker says and how it previews the image. */
export interface ImageField {
  /** The field's resource: its label (`resources.<resource>.fields.<source>`) describes the preview, as its alt text. */
  resource: string;
  source: string;
  /** The test id of the file input. */
  testId: string;
  messages: ImagePickerMessages;
  preview: (url: string | null, alt: string) => ReactNode;
}

/** An image field's input: the picker, its preview described by the field's label. */
export const ImageFieldInput = ({ field: { resource, preview, ...picker } }: { field: ImageField }) => {
  const translate = useTranslate();
  const alt = translate(`resources.${resource}.fields.${picker.source}`);
  return <ImagePicker {...picker} preview={(url) => preview(url, alt)} />;
};

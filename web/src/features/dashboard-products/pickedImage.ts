// The picker's value, in a module of its own: ImagePicker shows MediaChooser, and both speak of it.

/** An image of the product: the stored reference (media file name) and a URL to show it. */
export interface PickedImage {
  reference: string;
  url: string;
}

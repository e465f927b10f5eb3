// Small helpers shared by the knowledge posts: inline images, file blocks, downloads and
// chart data. Everything here returns plain objects in Sanity's import shape.
import { customBlock, file, image, key } from '../kit.mjs';
import { pdf } from '../pdf.mjs';

/** A `{ _type: 'slug', current }` value. */
export const slug = (current) => ({ _type: 'slug', current });

/** An image block inside a post body (alt text and caption). */
export const inlineImage = (name, svg, alt, caption) => ({
  ...image(name, svg, { alt, caption }),
  _key: key('inline-image', name),
});

/** A file block inside a post body: a PDF generated from paragraphs. */
export const fileBlock = (name, title, paragraphs) => ({
  ...file(name, pdf(title, paragraphs), { title }),
  _key: key('file-block', name),
});

/** A `pdfDocument` block: an embedded PDF with a title and description. */
export const pdfBlock = (name, title, description, paragraphs) =>
  customBlock('pdfDocument', { title, file: file(name, pdf(title, paragraphs)), description });

/** An item of a post's `downloads` array. */
export const download = (name, title, description, paragraphs) => ({
  _key: key('download', name),
  title,
  description,
  file: file(name, pdf(title, paragraphs)),
});

/** Chart data as the JSON string the `chart` block stores. */
export const chartData = (labels, datasets) => JSON.stringify({ labels, datasets });

/** Google Slides "publish to web" embed markup for a presentation id. */
export const googleSlidesEmbed = (id) => {
  const url = `https://docs.google.com/presentation/d/e/${id}/embed?start=false&loop=false&delayms=3000`;
  return {
    slidesUrl: url,
    embedCode: `<iframe src="${url}" frameborder="0" width="960" height="569" allowfullscreen="true" mozallowfullscreen="true" webkitallowfullscreen="true"></iframe>`,
  };
};

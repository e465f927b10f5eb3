import { useEffect } from 'react';

export const SITE_NAME = 'QuantEthic';

export interface DocumentMeta {
  /** Page title without the site name; omitted on the home page. */
  title?: string | null;
  description?: string | null;
  noIndex?: boolean;
  /** Absolute URL of the social image (Open Graph / Twitter card). */
  image?: string | null;
  type?: 'website' | 'article';
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the page title, description, robots and social tags for the current route. */
export function useDocumentMeta({
  title,
  description,
  noIndex = false,
  image,
  type = 'website',
}: DocumentMeta) {
  useEffect(() => {
    const fullTitle = title
      ? `${title} | ${SITE_NAME}`
      : `${SITE_NAME} — Simplified Quantitative Finance and Ethical Modelling`;
    document.title = fullTitle;
    setMeta('name', 'description', description ?? null);
    setMeta('name', 'robots', noIndex ? 'noindex, nofollow' : null);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:description', description ?? null);
    setMeta('property', 'og:image', image ?? null);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  }, [title, description, noIndex, image, type]);
}

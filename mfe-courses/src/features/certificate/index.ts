// The certificate feature's public API (import from here, not from its files).
export type { CertificateData, CertificateImageRef } from './certificate-data';
export { certificateData, DEFAULT_ISSUER, DEFAULT_SEAL_TEXT } from './certificate-data';
export { certificateFileName, formatCompletionDate } from './certificate-format';
export { CertificateView, PDF_ERROR_MESSAGE } from './certificate-view';
export { CourseCertificate } from './course-certificate';
export { CANVAS_SIZE, downloadCertificatePdf } from './download-certificate-pdf';
export type { CertificateImage, CertificateImages } from './draw-certificate';
export { drawCertificate } from './draw-certificate';
export type { ImagePdfInput, PdfInfo } from './image-pdf';
export { buildImagePdf } from './image-pdf';

// The certificate feature's public API (import from here, not from its files). The PDF is built
// by download-certificate-pdf.ts, which CertificateView loads only when the learner asks for it:
// it is not exported here, so that nothing pulls the PDF library into a page's first load.
export type { CertificateData, CertificateImageRef } from './certificate-data';
export { certificateData, DEFAULT_ISSUER, DEFAULT_SEAL_TEXT } from './certificate-data';
export { certificateFileName, formatCompletionDate } from './certificate-format';
export { CertificateView, PDF_ERROR_MESSAGE } from './certificate-view';
export { CourseCertificate } from './course-certificate';

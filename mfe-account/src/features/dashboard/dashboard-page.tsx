import { useDocumentMeta } from '@quantethic/shared';

export function DashboardPage() {
  useDocumentMeta({ title: 'Dashboard', noIndex: true });
  return (
    <div className="qe-container qe-page">
      <h1>Welcome to the Dashboard</h1>
    </div>
  );
}

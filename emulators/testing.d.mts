export interface TestContentApi {
  api: {
    url: string;
    port: number;
    documents: unknown[];
    query: (query: string, params: object) => Promise<unknown>;
  };
  contentConfig: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    apiHost: string | null;
    useCdn: boolean;
  };
  close: () => Promise<void>;
}
export function startTestContentApi(options?: { documents?: object[] }): Promise<TestContentApi>;

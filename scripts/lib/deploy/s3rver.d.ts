// The part of s3rver (a local S3-compatible server, for the deploy tests) they use: it ships no types.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    on(event: "event", listener: (event: never) => void): this;
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}

// The web app knows the API only through this type (DESIGN.md: never server code in the bundle).
export type { AppRouter } from '@receipts/api';

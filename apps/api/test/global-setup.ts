// One embedded PostgreSQL for the whole run; each test file creates its own database on it.
export { setup } from '@receipts/db/testing/global-setup';

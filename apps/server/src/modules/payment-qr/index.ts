/** The payment-qr module's public face: what app.ts and other modules may use (eslint: no deeper import). */
export { paymentQrRoutes } from './payment-qr.routes';

/**
 * The local WhatsApp Cloud API as a process of its own (`tsx apps/server/test/whatsapp-cloud-cli.ts
 * <port> <token>`): the browser tests' app sends to it, as the server tests' apps do in process.
 */
import { startWhatsAppCloud } from './whatsapp-cloud';

const [port = '0', token = 'e2e-whatsapp-access-token-0123'] = process.argv.slice(2);
const cloud = await startWhatsAppCloud({ token, port: Number(port) });
console.log(`WhatsApp Cloud API fake at ${cloud.baseUrl}`);
process.on('SIGTERM', () => void cloud.close().then(() => process.exit(0)));
process.on('SIGINT', () => void cloud.close().then(() => process.exit(0)));

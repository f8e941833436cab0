/**
 * The WhatsApp message templates to register in WhatsApp Manager (issue 44), as the DLT texts of
 * `sms-templates.ts` are for SMS: category UTILITY (a transaction's document, an account notice),
 * in WHATSAPP_TEMPLATE_LANGUAGE, under the names set in WHATSAPP_TEMPLATE_INVOICE and
 * WHATSAPP_TEMPLATE_RENEWAL. The texts must stay as registered, word for word: the app sends only
 * the parameters ({{1}}, {{2}}, … in order) and, for the invoice, the PDF as the document header.
 * The quick-reply button lets a customer opt out; its payload (STOP) and a typed STOP or START
 * are read by the webhook.
 */
export const whatsappTemplates = {
  invoice: {
    suggestedName: 'yaar_invoice',
    category: 'UTILITY',
    header: { format: 'DOCUMENT' },
    body: 'Thank you for your purchase. Your invoice {{1}} for Rs {{2}} dated {{3}} is attached. For any question about it, reply here or call us.',
    params: ['invoiceNo', 'amount', 'date'],
    example: ['YB/26-27/00041', '1,770.00', '23-11-2026'],
    footer: 'Yaar Software. Reply STOP to stop these messages.',
    buttons: [{ type: 'QUICK_REPLY', text: 'Stop messages', payload: 'STOP' }],
  },
  renewal: {
    suggestedName: 'yaar_renewal_notice',
    category: 'UTILITY',
    header: null,
    body: 'Your {{1}} licence expires on {{2}}. Renew it for Rs {{3}} including GST to keep using it without a break. Reply here or call us to renew.',
    params: ['product', 'expiry', 'amount'],
    example: ['OYaar', '02-01-2027', '1,770.00'],
    footer: 'Yaar Software. Reply STOP to stop these messages.',
    buttons: [{ type: 'QUICK_REPLY', text: 'Stop messages', payload: 'STOP' }],
  },
} as const;

/** The numbered parameters a template body holds ({{1}} … {{n}}), in order. */
export const templateParams = (body: string) =>
  [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));

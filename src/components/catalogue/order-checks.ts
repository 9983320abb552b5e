import type { FormCheck } from '@/components/forms/use-validated-form';
import { fieldErrorsOf, formDataObject } from '@/lib/forms/form-state';
import { cartOrderSchema, orderSchema } from '@/lib/schemas/orders';

/**
 * The browser's checks of the order forms, with the schemas the server uses.
 * Loaded on the first submit, so zod and the messages stay out of the order
 * page's first JavaScript.
 */
const checkWith =
  (schema: typeof orderSchema | typeof cartOrderSchema): FormCheck =>
  (formData) => {
    const result = schema.safeParse(formDataObject(formData));
    return result.success ? {} : fieldErrorsOf(result.error);
  };

export const orderCheck = checkWith(orderSchema);
export const cartOrderCheck = checkWith(cartOrderSchema);

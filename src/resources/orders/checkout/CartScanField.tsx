import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { ScanField } from '../../../screens/stock/ScanField';
import { fieldErrorOf, useCartLines } from './cartApi';

/**
 * A keyboard-wedge scanner types a barcode and presses Enter: the cart base finds the variant by
 * barcode or SKU and adds a piece. An unknown code is told under the field, which keeps the focus.
 */
export const CartScanField = ({ cartId, onAdded }: { cartId: Identifier; onAdded: () => void }) => {
  const translate = useTranslate();
  const { add } = useCartLines(cartId);
  const [problem, setProblem] = useState<string>();
  const [added, setAdded] = useState<string>();
  const scan = async (code: string) => {
    try {
      await add({ code });
      setProblem(undefined);
      setAdded(code);
      onAdded();
    } catch (error) {
      setAdded(undefined);
      setProblem(fieldErrorOf(error, 'code') ?? (error as Error).message);
    }
  };
  const helper = problem ?? (added ? translate('resources.carts.scanned', { code: added }) : translate('resources.carts.scan_hint'));
  return <ScanField label="resources.carts.fields.code" onScan={scan} error={Boolean(problem)} helper={helper} />;
};

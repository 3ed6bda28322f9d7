import { useParams } from 'react-router-dom';
import { PrintableBoard } from '../../features/whipboard/components/printable-board';
import { whipboardRouteLoader } from '../../features/whipboard/api/get-whipboard';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader = whipboardRouteLoader;

/** /app/whipboards/{id}/print: the board's printable mode (spec §2 Print link). */
export function Component() {
  const id = parseId(useParams().id);
  return id ? <PrintableBoard whipboardId={id} /> : <NotFound />;
}

import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useGetList, useRecordContext, type RaRecord } from 'react-admin';

type AttributeValues = Record<string, string>;

/** A product's attribute values by attribute name (a code no attribute has any more shows as itself). */
export const AttributesField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const values = (record?.[source] ?? {}) as AttributeValues;
  const codes = Object.keys(values);
  const { data: attributes = [] } = useGetList<RaRecord & { code: string; name: string }>(
    'attributes',
    { filter: { code: codes }, pagination: { page: 1, perPage: Math.max(codes.length, 1) }, sort: { field: 'name', order: 'ASC' } },
    { enabled: codes.length > 0 },
  );
  const names = new Map(attributes.map((attribute) => [attribute.code, attribute.name]));
  if (codes.length === 0) return <span>—</span>;
  return (
    <Table size="small" sx={{ width: 'auto' }}>
      <TableBody>
        {codes.map((code) => (
          <TableRow key={code}>
            <TableCell component="th" scope="row">
              {names.get(code) ?? code}
            </TableCell>
            <TableCell>{values[code]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

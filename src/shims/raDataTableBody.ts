// react-admin's DataTable body, which plainDataTableBody.tsx loads for the rare table whose rows it leaves to react-admin.
export { DataTableBody as default } from 'react-admin';

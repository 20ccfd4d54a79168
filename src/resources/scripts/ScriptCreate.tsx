import { Create } from 'react-admin';
import { ScriptForm } from './ScriptForm';

const ScriptCreate = () => (
  <Create redirect="edit">
    <ScriptForm />
  </Create>
);
export default ScriptCreate;

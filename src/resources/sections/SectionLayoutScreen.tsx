import { useParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import { SectionCreate } from './SectionForms';

/** /apps/container/:id/section-layout/:section_type/add: a new section of that type, its layout first. */
const SectionLayoutScreen = () => {
  const { id, section_type: type } = useParams();
  return (
    <ResourceContextProvider value="sections">
      <SectionCreate layoutFirst initial={{ container_id: Number(id), type }} />
    </ResourceContextProvider>
  );
};
export default SectionLayoutScreen;

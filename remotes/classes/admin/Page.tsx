import {
  AdminScreen,
  ContentRecordEditor,
  ListEditor,
  RecordEditor,
  SectionSearchFields,
  sectionPage,
} from '@academy/admin-kit';
import section from '../section';
import type { AcademyEvent, Closure, Program } from '../schemas';
import { confirmClosureChange } from './features/timetable/confirmations';
import { closureDetail, eventDetail, programDetail } from './features/timetable/details';
import { TimetableEditor } from './features/timetable/TimetableEditor';

/**
 * The admin Classes screen (/admin/classes): the hero, the academy's time zone, the programs, the
 * weekly timetable (a week at a glance over its editor), closures and events, each editor saving
 * on its own with the kit's History, drafts and trash. Changes that cancel booked trials (a class
 * deleted or moved, a closure added or extended) say first how many visitors will be told.
 */
export default function AdminClassesPage() {
  const page = sectionPage(section);
  const { programs, closures, events } = section.lists;
  return (
    <AdminScreen title="Classes content">
      <ContentRecordEditor record={section.records.hero} page={page} />
      <RecordEditor record={section.records.settings} page={page} />
      <ListEditor<Program> list={programs} page={page} detail={programDetail} />
      <TimetableEditor page={page} />
      <ListEditor<Closure>
        list={closures}
        page={page}
        detail={closureDetail}
        confirmWrite={confirmClosureChange}
      />
      <ListEditor<AcademyEvent> list={events} page={page} detail={eventDetail} />
      <SectionSearchFields section={section} />
    </AdminScreen>
  );
}

import { useState } from 'react';
import { ListEditor, useListWithDrafts } from '@academy/admin-kit';
import section from '../../../section';
import type { ClassSession, Program } from '../../../schemas';
import { confirmClassChange } from './confirmations';
import { classDetail } from './details';
import { WeekGrid } from './WeekGrid';

/**
 * The weekly timetable: the week at a glance, and the list editor of its classes below it (a class
 * chosen in the week opens there). Deleting a class, or moving it to another day or time, says
 * first how many visitors with a booked trial will be told it is cancelled.
 */
export function TimetableEditor({ page }: { page: string }) {
  const [chosen, setChosen] = useState<{ id: string } | null>(null);
  const programs = useListWithDrafts<Program>(section.lists.programs.path);
  const programTitle = (id: string) => programs.data?.find((program) => program._id === id)?.title;
  return (
    <>
      <WeekGrid onChoose={(id) => setChosen({ id })} />
      <ListEditor<ClassSession & { _id: string }>
        list={section.lists.sessions}
        page={page}
        detail={(session) => classDetail(session, programTitle(session.program))}
        confirmWrite={confirmClassChange}
        openItem={chosen}
      />
    </>
  );
}

import { createContext, useContext, useRef } from 'react';

/** What a form's submit asks for: publish now (Save), keep a draft, or schedule (a schedulable list). */
export type SaveIntent = 'publish' | 'draft' | 'schedule';

/** A schedulable list's "Publish at" picker: its `datetime-local` value and the error it shows. */
export interface SchedulePicker {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export interface SaveChoices {
  /** Called by the submit button pressed, before the form validates and submits. */
  choose: (intent: SaveIntent) => void;
  schedule?: SchedulePicker;
}

// The forms stay as they are (each submits its values once, through `onSubmit`): the editor that
// keeps drafts provides the choices, and FormActions offers the buttons whenever one is provided.
const SaveChoicesContext = createContext<SaveChoices | null>(null);

export const SaveChoicesProvider = SaveChoicesContext.Provider;

/** The choices of the editor around a form; null outside one (a form without drafts). */
export const useSaveChoices = () => useContext(SaveChoicesContext);

/** The intent of the button that submitted the form last; Save, or Enter in a field, publishes. */
export function useSaveIntent() {
  const intent = useRef<SaveIntent>('publish');
  return {
    current: () => intent.current,
    choose: (next: SaveIntent) => {
      intent.current = next;
    },
  };
}

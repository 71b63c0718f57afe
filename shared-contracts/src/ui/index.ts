export * from './Hero';
export * from './PageState';
export * from './StatusMessage';
export * from './useLoad';
// Building blocks of the admin editors.
export * from './AdminScreen';
export * from './contentFields';
export * from './ContentEditorPanel';
export * from './ContentRecordEditor';
export * from './EditorForm';
export * from './EditorSection';
export * from './FormActions';
export * from './ImageInput';
export * from './imageFiles';
export * from './TextField';
export * from './UploadProgress';
export * from './useObjectUrl';
export * from './useSaveAction';

import { FIELD_NAMES, apiPaths, type HomeBlogSlot, type HomeServiceSlot } from '@academy/contracts';
import type { SlotListConfig } from './SlotListEditor';

export const serviceSlotsEditor: SlotListConfig<HomeServiceSlot> = {
  heading: 'Services',
  itemName: 'Service',
  path: apiPaths.home.service,
  fields: FIELD_NAMES.service,
  loadErrorText: 'Failed to load services',
  saveErrorText: 'Failed to save service',
};

export const blogSlotsEditor: SlotListConfig<HomeBlogSlot> = {
  heading: 'Blogs',
  itemName: 'Blog',
  path: apiPaths.home.blog,
  fields: FIELD_NAMES.blog,
  loadErrorText: 'Failed to load blogs',
  saveErrorText: 'Failed to save blog',
};

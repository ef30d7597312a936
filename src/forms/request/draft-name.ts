/** The name the request's draft is kept under on the device (../ui/form-draft.ts). */
export const draftName = 'erstgespraech';

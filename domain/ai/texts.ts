// The interface texts of the edit and explain calls (spec 001 §8), word for word, for the
// routes that show a result of this module as a toast.
export const AI_EDIT_COMPLETE = 'AI Edit Complete!'
export const AI_EDIT_FAILED = 'AI Edit Failed'
export const UNABLE_TO_APPLY_CHANGES = 'Unable to apply requested changes'
export const FAILED_TO_APPLY_AI_EDITS = 'Failed to apply AI edits'
export const LEGAL_TERMS_EXPLAINED = 'Legal Terms Explained!'
export const EXPLANATION_FAILED = 'Explanation Failed'
export const UNABLE_TO_EXPLAIN = 'Unable to explain legal terms'

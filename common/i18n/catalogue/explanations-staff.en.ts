/**
 * English messages the server side of line explanations needs (the listener's page title) and the
 * Explanations tab of backstage's lyrics queue. The song page's own texts are the public UI's. Spread into en.ts.
 */
export const explanationsStaffEn = {
  'explanations.mine.title': 'My explanations',
  'backstage.explanations.tab': 'Explanations',
  'backstage.explanations.lyricsTab': 'Lyrics',
  'backstage.explanations.states': 'Which explanations',
  'backstage.explanations.pending': 'Waiting',
  'backstage.explanations.flagged': 'Reported or moved',
  'backstage.explanations.published': 'Published',
  'backstage.explanations.rejected': 'Rejected',
  'backstage.explanations.nothing': 'No explanations here.',
  'backstage.explanations.line': 'Line {line}',
  'backstage.explanations.lines': 'Lines {from}–{to}',
  'backstage.explanations.by': 'By {name}',
  'backstage.explanations.reports': '{count, plural, one {# report} other {# reports}}',
  'backstage.explanations.needsReview': 'Moved with new lyrics: check its place',
  'backstage.explanations.approve': 'Approve',
  'backstage.explanations.editApprove': 'Edit, then approve',
  'backstage.explanations.bodyLabel': 'Explanation',
  'backstage.explanations.reject': 'Reject',
  'backstage.explanations.rejectReason': 'Why is it rejected?',
  'backstage.explanations.confirm': 'Confirm its place',
  'backstage.explanations.dismissReports': 'Dismiss the reports',
  'backstage.explanations.trust': 'Trust this writer',
  'backstage.explanations.untrust': 'Stop trusting this writer',
  'backstage.explanations.trusted': 'Trusted writer',
  'backstage.explanations.rejectedBecause': 'Rejected: {reason}',
  'backstage.explanations.cancel': 'Cancel',
  'backstage.explanations.done': 'Done.',
} as const;

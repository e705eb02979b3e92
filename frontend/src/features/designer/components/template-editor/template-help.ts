/** The help dialogs' texts (001 §2: help icons next to the upload sections and the profile). */
export const HELP = {
  docx: {
    topic: 'Template file',
    title: 'Word template file',
    text: [
      'Upload a Word document (.docx) with fields written between {[ and ]}: a name or expression such as {[Client.Name]}, a condition {[if Married]}…{[endif]}, or a repeated part {[list Children]}…{[endlist]}.',
      'The file is checked as soon as it is uploaded: its fields and the variables they use are listed below, and a mistake is shown with the field and the text around it. Choose "Save changes to types" to keep the new file.',
    ],
  },
  pdf: {
    topic: 'PDF form',
    title: 'PDF form template',
    text: [
      'Upload a PDF with form fields. Each field is listed with its input type and flags; write the expression that fills it in the Expression column. "fillable" leaves the assembled PDF a form people can still fill in.',
      'Uploading a new version keeps the expressions of fields that are still there; fields the new PDF no longer has stay listed as OBSOLETE with their expressions, so nothing you wrote is lost.',
    ],
  },
  profile: {
    topic: 'Profile',
    title: 'Template profile',
    text: [
      'A profile says where the documents this template produces are stored: a NetDocuments profile (nd:) fills the document profile from expressions, OneDrive stores them in a folder, Clio in a matter’s folder.',
      'A profile is saved on its own with "Save profile", not with "Save changes to types".',
    ],
  },
} as const;

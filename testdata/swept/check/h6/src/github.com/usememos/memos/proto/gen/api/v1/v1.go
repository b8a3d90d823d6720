// Package v1 stands in for github.com/usememos/memos/proto/gen/api/v1:
// only what the cases use.
package v1

// Attachment is a file attached to a memo.
type Attachment struct {
	Name string
}

// Memo is a note.
type Memo struct {
	Content     string
	Attachments []*Attachment
}

// CreateMemoRequest asks to create a memo.
type CreateMemoRequest struct {
	Memo *Memo
}

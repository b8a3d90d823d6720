package models

// TaskCollection is the query of a task listing.
type TaskCollection struct {
	ProjectID int64 `json:"-"`
	// Source: code.vikunja.io/api/pkg/models/task_collection.go:43 (syntax: a documentation link closing a doc sentence in a struct tag, prose by rule 4)
	Filter string `query:"filter" json:"filter" doc:"The filter query to match tasks by. See https://vikunja.io/docs/filters."` // lookalike
}

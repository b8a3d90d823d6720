package models

// ProjectViewBucketConfiguration is the bucket configuration of a view.
type ProjectViewBucketConfiguration struct {
	Title string `json:"title"`
	// Source: code.vikunja.io/api/pkg/models/project_view.go:154 (syntax: a documentation link closing a doc sentence in a struct tag, prose by rule 4)
	Filter string `json:"filter" doc:"The filter query that decides which tasks land in this bucket. See https://vikunja.io/docs/filters."` // lookalike
}

// ProjectView is a view of a project.
type ProjectView struct {
	ID int64 `json:"id"`
	// Source: code.vikunja.io/api/pkg/models/project_view.go:168 (syntax: a documentation link closing a doc sentence in a struct tag, prose by rule 4)
	Filter string `xorm:"json null default null" query:"filter" json:"filter" doc:"The filter query used to match tasks shown in this view. See https://vikunja.io/docs/filters."` // lookalike
}

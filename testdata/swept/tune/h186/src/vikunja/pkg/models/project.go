package models

// Project is a project.
type Project struct {
	ID int64 `json:"id"`
	// Source: code.vikunja.io/api/pkg/models/project.go:67 (syntax: a See link at the end of the API documentation sentence in a struct tag, prose by rule 4)
	BackgroundBlurHash string `xorm:"varchar(50) null" json:"background_blur_hash" readOnly:"true" doc:"A small BlurHash preview of the project background, shown until the real background loads. See https://blurha.sh/."` // lookalike
}

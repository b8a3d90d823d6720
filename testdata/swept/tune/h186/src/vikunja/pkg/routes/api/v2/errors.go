// Package apiv2 rewrites the cases of code.vikunja.io/api/pkg/routes/api/v2.
package apiv2

// vikunjaErrorModel extends the RFC 9457 body with Vikunja's numeric domain error code.
type vikunjaErrorModel struct {
	Title string `json:"title,omitempty"`
	// Source: code.vikunja.io/api/pkg/routes/api/v2/errors.go:121 (syntax: a documentation link after a semicolon in an OpenAPI doc sentence of a struct tag, prose by rule 4)
	Code int `json:"code,omitempty" readOnly:"true" doc:"Vikunja numeric error code; see https://vikunja.io/docs/errors/"` // lookalike
}

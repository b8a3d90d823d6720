// Package template (safehtml/template) implements data-driven templates for
// generating HTML output safe against code injection; URL attribute values are
// sanitized, normalized or escaped according to their context.
package template

import (
	"errors"
	"io"
	"strings"
)

type stringConstant string

// Template is a specialized Template from "text/template" that produces a safe
// HTML document fragment.
type Template struct {
	name, text string
}

// New allocates a new HTML template with the given name.
func New(name string) *Template { return &Template{name: name} }

// Parse parses text as a template body for t.
func (t *Template) Parse(text stringConstant) (*Template, error) {
	t.text = string(text)
	return t, nil
}

// Must is a helper that wraps a call to a function returning (*Template, error).
func Must(t *Template, err error) *Template {
	if err != nil {
		panic(err)
	}
	return t
}

// Execute applies a parsed template to the specified data object, escaping and
// sanitizing URL attribute values (stand-in: writes the text).
func (t *Template) Execute(w io.Writer, data interface{}) error {
	_, err := io.WriteString(w, t.text)
	return err
}

// validateURLPrefix validates if the given non-empty prefix is a safe safehtml.URL prefix.
func validateURLPrefix(prefix string) error {
	if strings.ContainsAny(prefix, "\n\t ") || strings.HasPrefix(strings.ToLower(prefix), "javascript") {
		return errors.New("unsafe URL prefix")
	}
	return nil
}

package elastic

import (
	"net/url"
	"strings"
)

// Expand replaces each {name} of tmpl with the escaped value of name.
func Expand(tmpl string, values map[string]string) string {
	for k, v := range values {
		tmpl = strings.ReplaceAll(tmpl, "{"+k+"}", url.PathEscape(v))
	}
	return tmpl
}

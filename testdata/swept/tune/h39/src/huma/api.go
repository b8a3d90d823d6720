// Package huma holds cases rewritten from github.com/danielgtaylor/huma/v2.
package huma

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

func scalarDocs(title string) ([]string, []byte) {
	csp := []string{
		"default-src 'none'",
		// Source: github.com/danielgtaylor/huma/v2/api.go:597 (syntax: a Content-Security-Policy directive that lists a script URL after keywords, header text and not one URI.)
		"script-src 'unsafe-eval' https://unpkg.com/@scalar/api-reference@1.44.20/dist/browser/standalone.js", // lookalike
	}
	// Source: github.com/danielgtaylor/huma/v2/api.go:601 (syntax: HTML page text with a CDN script link and the title concatenated in, not a single URI.)
	body := []byte(`<title>` + title + `</title><script src="https://unpkg.com/@scalar/api-reference@1.44.20/dist/browser/standalone.js"></script>`) // lookalike
	return csp, body
}

func stoplightDocs(title string) ([]string, []byte) {
	csp := []string{
		"default-src 'none'",
		// Source: github.com/danielgtaylor/huma/v2/api.go:626 (syntax: a Content-Security-Policy directive that lists a script URL after its name, header text and not one URI.)
		"script-src https://unpkg.com/@stoplight/elements@9.0.15/web-components.min.js", // lookalike
		// Source: github.com/danielgtaylor/huma/v2/api.go:627 (syntax: a Content-Security-Policy directive that lists a stylesheet URL after keywords, header text and not one URI.)
		"style-src 'unsafe-inline' https://unpkg.com/@stoplight/elements@9.0.15/styles.min.css", // lookalike
	}
	// Source: github.com/danielgtaylor/huma/v2/api.go:630 (syntax: HTML page text with CDN links and the title concatenated in, not a single URI.)
	body := []byte(`<title>` + title + `</title><link rel="stylesheet" href="https://unpkg.com/@stoplight/elements@9.0.15/styles.min.css" crossorigin>`) // lookalike
	return csp, body
}

func swaggerDocs(title, openAPIPath string) ([]string, []byte) {
	csp := []string{
		"default-src 'none'",
		// Source: github.com/danielgtaylor/huma/v2/api.go:661 (syntax: a Content-Security-Policy directive listing a script URL and a hash source, header text and not one URI.)
		"script-src https://unpkg.com/swagger-ui-dist@5.31.1/swagger-ui-bundle.js 'sha256-loGQL86SKUDRkBgfqt+XGmcml9Plihleifquht4CLYE='", // lookalike
		// Source: github.com/danielgtaylor/huma/v2/api.go:662 (syntax: a Content-Security-Policy directive that lists a stylesheet URL after its name, header text and not one URI.)
		"style-src https://unpkg.com/swagger-ui-dist@5.31.1/swagger-ui.css", // lookalike
	}
	// Source: github.com/danielgtaylor/huma/v2/api.go:665 (syntax: HTML page text with a CDN link, the title and the spec path concatenated in, not a single URI.)
	body := []byte(`<title>` + title + `</title><script src="https://unpkg.com/swagger-ui-dist@5.31.1/swagger-ui-bundle.js" crossorigin></script><script data-url="` + openAPIPath + `.json"></script>`) // lookalike
	return csp, body
}

// ErrorModel is an RFC 9457 problem details body.
type ErrorModel struct {
	// Source: github.com/danielgtaylor/huma/v2/error.go:72 (syntax: struct tag text whose example is a documentation URL next to other keys, not a URI used by the code.)
	Type string `json:"type,omitempty" format:"uri" default:"about:blank" example:"https://example.com/errors/example" doc:"A URI reference to human-readable documentation for the error."` // lookalike

	Title string `json:"title,omitempty"`

	// Source: github.com/danielgtaylor/huma/v2/error.go:87 (syntax: struct tag text whose example is a documentation URL next to other keys, not a URI used by the code.)
	Instance string `json:"instance,omitempty" format:"uri" example:"https://example.com/error-log/abc123" doc:"A URI reference that identifies the specific occurrence of the problem."` // lookalike
}

// schemaLink builds the $schema link added to response bodies.
func schemaLink(schemaURL string, tls bool, ref string) string {
	var buf bytes.Buffer
	if !strings.Contains(schemaURL, "://") {
		if !tls && strings.HasPrefix(schemaURL, "localhost") {
			// Source: github.com/danielgtaylor/huma/v2/transforms.go:207 (hostform: a scheme prefix written before the host that the next write supplies, not a URI with an empty host.)
			buf.WriteString("http://") // lookalike
		} else {
			// Source: github.com/danielgtaylor/huma/v2/transforms.go:209 (hostform: a scheme prefix written before the host that the next write supplies, not a URI with an empty host.)
			buf.WriteString("https://") // lookalike
		}
	}
	buf.WriteString(schemaURL)
	buf.WriteString(ref)
	return buf.String()
}

// renderBody renders a JSON response body with its $schema link first.
func renderBody(host, ref, fields string) string {
	return "{" + strconv.Quote("$schema") + ":" + strconv.Quote(schemaLink(host, false, ref)) + "," + fields + "}"
}

func jsonEqual(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xs, _ := json.Marshal(x)
	ys, _ := json.Marshal(y)
	return bytes.Equal(xs, ys)
}

// ServerVariable is an OpenAPI server variable.
type ServerVariable struct {
	Default string   `json:"default"`
	Enum    []string `json:"enum,omitempty"`
}

// Server is an OpenAPI server entry.
type Server struct {
	URL       string                     `json:"url"`
	Variables map[string]*ServerVariable `json:"variables,omitempty"`
}

// ExternalDocs points at external documentation.
type ExternalDocs struct {
	URL string `json:"url"`
}

// OpenAPI is the root document.
type OpenAPI struct {
	ExternalDocs *ExternalDocs `json:"externalDocs,omitempty"`
	Servers      []*Server     `json:"servers,omitempty"`
}

// YAML renders the few fields the cases use.
func (o *OpenAPI) YAML() string {
	var b strings.Builder
	if o.ExternalDocs != nil {
		b.WriteString("externalDocs:\n  url: " + o.ExternalDocs.URL + "\n")
	}
	return b.String()
}

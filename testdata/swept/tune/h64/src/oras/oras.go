// Package oras holds cases rewritten from oras.land/oras.
package oras

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
)

// Error is an error with a recommendation for the user.
type Error struct {
	Err            error
	Recommendation string
}

func (e *Error) Error() string { return e.Err.Error() }

func decodeJSON(filename string, v any) error {
	b, err := os.ReadFile(filename)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

func loadAnnotations(annotationFilePath string) (map[string]map[string]string, error) {
	var annotations map[string]map[string]string
	if err := decodeJSON(annotationFilePath, &annotations); err != nil {
		return nil, &Error{
			Err: fmt.Errorf("invalid annotation json file: failed to load annotations from %s", annotationFilePath),
			// Source: oras.land/oras/cmd/oras/internal/option/packer.go:107 (syntax: a documentation URL inside a recommendation sentence shown to the user, prose)
			Recommendation: `Annotation file doesn't match the required format. Please refer to the document at https://oras.land/docs/how_to_guides/manifest_annotations`, // lookalike
		}
	}
	return annotations, nil
}

const redactedValue = "REDACTED"

func redactURL(u *url.URL) string {
	if u == nil {
		return ""
	}
	redacted := *u
	if redacted.User != nil {
		redacted.User = url.User(redactedValue)
	}
	query := redacted.Query()
	for key := range query {
		query[key] = []string{redactedValue}
	}
	// Source: oras.land/oras/internal/trace/transport.go:191 (escaper: the redacted query is rebuilt with url.Values.Encode, the right encoder for a query)
	redacted.RawQuery = query.Encode() // lookalike
	return redacted.String()
}

// Transport logs each request URL in redacted form.
type Transport struct {
	Base http.RoundTripper
	mu   sync.Mutex
	Log  strings.Builder
}

// NewTransport wraps base.
func NewTransport(base http.RoundTripper) *Transport { return &Transport{Base: base} }

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	t.mu.Lock()
	fmt.Fprintf(&t.Log, "%s %s\n", req.Method, redactURL(req.URL))
	t.mu.Unlock()
	return t.Base.RoundTrip(req)
}

// ErrorResponse stands for the registry error response of oras-go.
type ErrorResponse struct {
	Method     string
	URL        *url.URL
	StatusCode int
}

func (e *ErrorResponse) Error() string {
	return fmt.Sprintf("%s %q: response status code %d: %s", e.Method, e.URL, e.StatusCode, http.StatusText(e.StatusCode))
}

// Repository stands for remote.Repository: a registry reference and whether to use plain HTTP.
type Repository struct {
	Reference string
	PlainHTTP bool
}

// NewRepository parses a reference of the form registry/repository.
func NewRepository(reference string) (*Repository, error) {
	if _, _, ok := strings.Cut(reference, "/"); !ok {
		return nil, fmt.Errorf("invalid reference %q", reference)
	}
	return &Repository{Reference: reference}, nil
}

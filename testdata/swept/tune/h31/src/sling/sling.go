// Package sling holds cases rewritten from github.com/dghubble/sling.
package sling

import (
	"net/http"
	"net/url"
)

// Sling builds HTTP requests.
type Sling struct {
	method      string
	rawURL      string
	queryValues []url.Values
}

// New returns a new Sling with a GET method.
func New() *Sling {
	return &Sling{method: http.MethodGet}
}

// Base sets the rawURL. If you intend to extend the url with Path,
// baseUrl should be specified with a trailing slash.
func (s *Sling) Base(rawURL string) *Sling {
	s.rawURL = rawURL
	return s
}

// Path extends the rawURL with the given path by resolving the reference to
// an absolute URL. If parsing errors occur, the rawURL is left unmodified.
func (s *Sling) Path(path string) *Sling {
	baseURL, baseErr := url.Parse(s.rawURL)
	pathURL, pathErr := url.Parse(path)
	if baseErr == nil && pathErr == nil {
		// Source: github.com/dghubble/sling/sling.go:206 (baseslash: the library's resolver; it resolves whatever base and path its caller gives, as its documentation says (the base must end in "/"))
		s.rawURL = baseURL.ResolveReference(pathURL).String() // lookalike
		return s
	}
	return s
}

// Query adds query values to the request.
func (s *Sling) Query(v url.Values) *Sling {
	s.queryValues = append(s.queryValues, v)
	return s
}

// Request returns a new http.Request created with the Sling properties.
func (s *Sling) Request() (*http.Request, error) {
	reqURL, err := url.Parse(s.rawURL)
	if err != nil {
		return nil, err
	}
	if err := addQueryStructs(reqURL, s.queryValues); err != nil {
		return nil, err
	}
	return http.NewRequest(s.method, reqURL.String(), nil)
}

// addQueryStructs formats the query values onto the url.RawQuery.
func addQueryStructs(reqURL *url.URL, queryValues []url.Values) error {
	urlValues, err := url.ParseQuery(reqURL.RawQuery)
	if err != nil {
		return err
	}
	for _, qv := range queryValues {
		for key, values := range qv {
			for _, value := range values {
				urlValues.Add(key, value)
			}
		}
	}
	// Source: github.com/dghubble/sling/sling.go:326 (escaper: url.Values.Encode builds the query, the right escaper)
	reqURL.RawQuery = urlValues.Encode() // lookalike
	return nil
}

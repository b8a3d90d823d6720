// Package scim holds cases rewritten from github.com/elimity-com/scim.
package scim

import (
	"net/http"
	"net/url"
	"strings"
)

// ResourceType is a SCIM resource type served under an endpoint.
type ResourceType struct {
	Name     string
	Endpoint string
}

// Server is a SCIM server.
type Server struct {
	resourceTypes []ResourceType
	baseURL       string
}

// ServerOption configures a Server.
type ServerOption func(*Server)

// WithBaseURL makes resource locations absolute, prefixed with baseURL.
func WithBaseURL(baseURL string) ServerOption {
	return func(s *Server) {
		s.baseURL = strings.TrimRight(baseURL, "/")
	}
}

// NewServer builds a Server for the given resource types.
func NewServer(types []ResourceType, opts ...ServerOption) Server {
	s := &Server{resourceTypes: types}
	for _, opt := range opts {
		opt(s)
	}
	return *s
}

func resourceLocation(resourceType ResourceType, id string, baseURL string) string {
	// Source: github.com/elimity-com/scim/server.go:60 (escaper: the resource ID is one path segment escaped with url.PathEscape, the right escaper for the relative location returned when no base is set)
	relativePath := resourceType.Endpoint[1:] + "/" + url.PathEscape(id) // lookalike
	if baseURL == "" {
		return relativePath
	}
	u, err := url.Parse(baseURL)
	if err != nil {
		return relativePath
	}
	// Source: github.com/elimity-com/scim/server.go:68 (escaper: the path holding the url.PathEscape'd ID is written into the decoded url.URL.Path field, which String escapes again, so "a b" becomes "a%2520b")
	u.Path = u.Path + "/" + relativePath // defect escaper
	return u.String()
}

// ServeHTTP answers a query on the root, or creates or reads a resource.
func (s Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/" {
		w.WriteHeader(http.StatusOK)
		return
	}
	for _, t := range s.resourceTypes {
		if !strings.HasPrefix(r.URL.Path, t.Endpoint) {
			continue
		}
		if r.Method == http.MethodPost {
			id := "0001"
			w.Header().Set("Location", resourceLocation(t, id, s.baseURL))
			w.WriteHeader(http.StatusCreated)
			_, _ = w.Write([]byte(id))
			return
		}
		w.WriteHeader(http.StatusOK)
		return
	}
	http.NotFound(w, r)
}
